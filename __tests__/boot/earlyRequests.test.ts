import { readFileSync } from 'node:fs';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { languagesApi } from '../../src/api/languages';
import { loadSettings, selectSettings, settingsApi } from '../../src/api/settings';
import { historyApi } from '../../src/api/history';
import { wantedApi } from '../../src/api/wanted';
import { makeStore } from '../../src/app/store';
import { prefetchFirstPage } from '../support/prefetchFirstPage';
import { earlyRequests } from '../../src/boot/earlyRequests';
import { EARLY_RESPONSE_TTL_MS, takeEarlyResponse } from '../../src/boot/earlyResponses';
import {
  BAZARR_DEFAULT_PAGE_SIZE,
  LAST_PAGE_SIZE_KEY,
  pageSizeFrom,
} from '../../src/boot/pageSize';
import { preloadRouteChunksNow } from '../../src/boot/bundleStarted';
import { preloadRouteChunks, routeChunkNames } from '../../src/boot/routeChunks';
import { startEarlyRequests } from '../../src/boot/startEarlyRequests';
import { fakeSocketFactory } from '../realtime/fakeSocket';
import { TEST_ENVIRONMENT, setupDemoServer } from '../support/render';
import { requestsTo } from '../pages/history/listTestKit';
import { settingsOfVersion } from '../../src/demo/core/state/settingsVersions';

const { backend, server } = setupDemoServer();

function newStore() {
  return makeStore({ environment: TEST_ENVIRONMENT, socketFactory: fakeSocketFactory() });
}

/** What the boot script does when the page at `pathname` is parsed; resolves once its requests were answered. */
async function bootAt(pathname: string, expected: number) {
  backend.control.clearRequests();
  startEarlyRequests({ pathname, search: '' }, TEST_ENVIRONMENT);
  await waitFor(() => expect(backend.control.requests).toHaveLength(expected));
}

const apiUrl = (path: string) =>
  new URL(`${TEST_ENVIRONMENT.baseUrl}/api/${path}`, window.location.href).href;

const fulfilledSeriesPages = (store: ReturnType<typeof newStore>) =>
  Object.values(store.getState().api.queries).filter(
    (query) => query?.endpointName === 'getSeries' && query.status === 'fulfilled',
  );

const gets = () => backend.control.requests.filter((request) => request.method === 'GET');

afterEach(() => {
  delete window.__earlyResponses;
  window.localStorage.clear();
});

describe('what the boot script asks for before the bundle runs', () => {
  it('asks, per address, for what its page shows first', () => {
    expect(earlyRequests('/bazarr/series', '', '/bazarr')).toEqual({
      paths: ['system/settings', 'system/languages/profiles'],
      firstPageOf: 'series',
    });
    expect(earlyRequests('/series/12', '', '')).toEqual({
      paths: [
        'system/settings',
        'episodes?seriesid%5B%5D=12',
        'series?seriesid%5B%5D=12',
        'system/languages/profiles',
      ],
    });
    expect(earlyRequests('/movies/7', '', '').paths).toContain('movies?radarrid%5B%5D=7');
    expect(earlyRequests('/wanted/movies', '', '').firstPageOf).toBe('movies/wanted');
    expect(earlyRequests('/history/series', '', '').firstPageOf).toBe('episodes/history');
    // Another page of the list, a filter, a deeper address: the page asks for itself.
    expect(earlyRequests('/series', '?page=3', '')).toEqual({ paths: ['system/settings'] });
    expect(earlyRequests('/series/12/extra', '', '')).toEqual({ paths: ['system/settings'] });
    // A settings screen waits for the languages, the profiles and Bazarr's version beside the settings.
    expect(earlyRequests('/settings/languages', '', '')).toEqual({
      paths: [
        'system/settings',
        'system/languages',
        'system/languages/profiles',
        'system/status',
      ],
    });
    expect(earlyRequests('/system/tasks', '', '')).toEqual({
      paths: ['system/settings', 'system/tasks'],
    });
    expect(earlyRequests('/system/status', '', '').paths).toContain('system/health');
    expect(earlyRequests('/system/backup', '', '').paths).toContain('system/backups');
    // A page that reads nothing fixed first (or does it itself): the settings only.
    expect(earlyRequests('/blacklist/series', '', '')).toEqual({ paths: ['system/settings'] });
    expect(earlyRequests('/system/nothing', '', '')).toEqual({ paths: ['system/settings'] });
  });

  it('reads the page size as the settings give it, the default otherwise', () => {
    expect(pageSizeFrom(25)).toBe(25);
    expect(pageSizeFrom(0)).toBe(50);
    expect(pageSizeFrom('25')).toBe(50);
  });

  it('asks nothing without a key (the login page) or on the offline copy of the page', () => {
    startEarlyRequests(
      { pathname: '/series', search: '' },
      { ...TEST_ENVIRONMENT, apiKey: 'AUTH_NEEDED' },
    );
    startEarlyRequests(
      { pathname: '/series', search: '' },
      { ...TEST_ENVIRONMENT, offlineShell: true },
    );
    expect(window.__earlyResponses).toBeUndefined();
  });
});

describe('the page takes the boot script’s answers instead of asking again', () => {
  it('/series: the settings, the profiles and the first page are each read once', async () => {
    await bootAt('/series', 3);
    const store = newStore();
    prefetchFirstPage(store, { pathname: '/series' }, '');
    await store.dispatch(languagesApi.endpoints.getLanguageProfiles.initiate()).unwrap();
    const length = backend.state.settings.general?.page_size;
    // The list page the store asked for is in its cache, from the one request the boot script made.
    await waitFor(() => expect(fulfilledSeriesPages(store)).toHaveLength(1));
    expect(
      gets()
        .map((request) => `${request.path} ${request.query.length ?? ''}`)
        .sort(),
    ).toEqual([
      `/api/series ${length}`,
      '/api/system/languages/profiles ',
      '/api/system/settings ',
    ]);
  });

  it('/series: asks for the first page at once, with the page size the settings gave last time', () => {
    const length = Number(backend.state.settings.general?.page_size);
    window.localStorage.setItem(LAST_PAGE_SIZE_KEY, String(length * 2));
    startEarlyRequests({ pathname: '/series', search: '' }, TEST_ENVIRONMENT);
    // Before any answer: the main thread may be busy running the bundle when the settings come.
    expect(
      window.__earlyResponses?.responses.has(apiUrl(`series?start=0&length=${length * 2}`)),
    ).toBe(true);
    window.localStorage.clear();
    startEarlyRequests({ pathname: '/series', search: '' }, TEST_ENVIRONMENT);
    expect(
      window.__earlyResponses?.responses.has(
        apiUrl(`series?start=0&length=${BAZARR_DEFAULT_PAGE_SIZE}`),
      ),
    ).toBe(true);
  });

  it('/series: a wrong guess asks again with the settings’ size, which the page then reads once and remembers', async () => {
    const length = Number(backend.state.settings.general?.page_size);
    window.localStorage.setItem(LAST_PAGE_SIZE_KEY, String(length * 2));
    await bootAt('/series', 4);
    const store = newStore();
    prefetchFirstPage(store, { pathname: '/series' }, '');
    await waitFor(() => expect(fulfilledSeriesPages(store)).toHaveLength(1));
    expect(
      requestsTo(backend, 'GET', '/api/series').map((request) => Number(request.query.length)),
    ).toEqual([length * 2, length]);
    expect(window.localStorage.getItem(LAST_PAGE_SIZE_KEY)).toBe(String(length));
  });

  it('/series: the settings reach the page only once the first page is asked for (no race to ask it twice)', async () => {
    // A wrong guess: the first page is asked for again once the settings tell its size.
    window.localStorage.setItem(LAST_PAGE_SIZE_KEY, '1');
    backend.control.clearRequests();
    startEarlyRequests({ pathname: '/series', search: '' }, TEST_ENVIRONMENT);
    const settings = takeEarlyResponse(new Request(apiUrl('system/settings')));
    await settings;
    const length = String(backend.state.settings.general?.page_size);
    // The page asks for this page as soon as it has read the settings: the boot script's request is there.
    expect(window.__earlyResponses?.responses.has(apiUrl(`series?start=0&length=${length}`))).toBe(
      true,
    );
    // What GET system/settings answers: the keys of the Bazarr version the demo plays.
    expect(await (await settings)?.json()).toEqual(
      settingsOfVersion(backend.state.settings, backend.state.bazarrVersion),
    );
  });

  const firstPage = () => ({ start: 0, length: Number(backend.state.settings.general?.page_size) });

  it('/wanted/series: the first page is read once', async () => {
    await bootAt('/wanted/series', 2);
    await newStore().dispatch(wantedApi.endpoints.getWantedEpisodes.initiate(firstPage())).unwrap();
    expect(requestsTo(backend, 'GET', '/api/episodes/wanted')).toHaveLength(1);
  });

  it('/history/movies: the first page is read once', async () => {
    await bootAt('/history/movies', 2);
    await newStore().dispatch(historyApi.endpoints.getMovieHistory.initiate(firstPage())).unwrap();
    expect(requestsTo(backend, 'GET', '/api/movies/history')).toHaveLength(1);
  });

  it('/settings/languages: the settings, the languages, the profiles and the status are read once, before the page renders', async () => {
    await bootAt('/settings/languages', 4);
    await prefetchFirstPage(newStore(), { pathname: '/settings/languages' }, '');
    // All four taken by the store before the first render, none asked twice.
    expect(window.__earlyResponses?.responses.size).toBe(0);
    for (const path of [
      '/api/system/settings',
      '/api/system/languages',
      '/api/system/languages/profiles',
      '/api/system/status',
    ])
      expect(requestsTo(backend, 'GET', path)).toHaveLength(1);
  });

  it('/system/tasks: the tasks are asked for before the page’s code has loaded', async () => {
    await bootAt('/system/tasks', 2);
    expect(requestsTo(backend, 'GET', '/api/system/tasks')).toHaveLength(1);
    expect(window.__earlyResponses?.responses.has(apiUrl('system/tasks'))).toBe(true);
  });

  it('/series/{id}: the series, its episodes and the profiles are read once, before the page renders', async () => {
    await bootAt('/series/1', 4);
    prefetchFirstPage(newStore(), { pathname: '/series/1' }, '');
    // All taken: the settings, the episodes, the series and the profiles.
    await waitFor(() => expect(window.__earlyResponses?.responses.size).toBe(0));
    expect(requestsTo(backend, 'GET', '/api/episodes')).toHaveLength(1);
    expect(requestsTo(backend, 'GET', '/api/series')).toHaveLength(1);
    expect(requestsTo(backend, 'GET', '/api/system/languages/profiles')).toHaveLength(1);
  });

  it('/series/{id}: asks for the episodes first (the first request gets the page’s own connection)', () => {
    const fetched = jest.spyOn(window, 'fetch');
    startEarlyRequests({ pathname: '/series/1', search: '' }, TEST_ENVIRONMENT);
    expect(fetched.mock.calls.map(([url]) => String(url))).toEqual([
      apiUrl('episodes?seriesid%5B%5D=1'),
      apiUrl('series?seriesid%5B%5D=1'),
      apiUrl('system/languages/profiles'),
      apiUrl('system/settings'),
    ]);
    fetched.mockRestore();
  });

  it('hands the settings to the one cache entry that selectSettings and loadSettings read, from one request', async () => {
    await bootAt('/blacklist/series', 1);
    const store = newStore();
    const read = await store.dispatch(loadSettings());
    expect(read?.general.page_size).toEqual(expect.any(Number));
    expect(read?.general.page_size).toBe(backend.state.settings.general?.page_size);
    expect(selectSettings(store.getState())).toBe(read);
    expect(settingsApi.endpoints.getSettings.select()(store.getState()).data).toBe(read);
    expect(requestsTo(backend, 'GET', '/api/system/settings')).toHaveLength(1);
  });

  it('asks again when the early request got no answer', async () => {
    server.use(http.get('*/api/system/settings', () => HttpResponse.error(), { once: true }));
    startEarlyRequests({ pathname: '/blacklist/series', search: '' }, TEST_ENVIRONMENT);
    const store = newStore();
    await store.dispatch(settingsApi.endpoints.getSettings.initiate()).unwrap();
    expect(selectSettings(store.getState())).toBeDefined();
  });

  it('leaves an answer older than a minute alone: the page reads fresh', async () => {
    await bootAt('/blacklist/series', 1);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + EARLY_RESPONSE_TTL_MS + 1);
    try {
      await newStore().dispatch(settingsApi.endpoints.getSettings.initiate()).unwrap();
    } finally {
      jest.restoreAllMocks();
    }
    expect(requestsTo(backend, 'GET', '/api/system/settings')).toHaveLength(2);
  });
});

describe('the page’s chunks, fetched before the bundle asks for them', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('names the route group and the page’s own chunk of an address', () => {
    expect(routeChunkNames('series', '')).toEqual(['series']);
    expect(routeChunkNames('series', '12')).toEqual(['series', 'series-detail']);
    expect(routeChunkNames('wanted', 'series')).toEqual(['wanted']);
  });

  it('names the later recipes too for a page whose first screen needs them', () => {
    expect(routeChunkNames('movies', 'edit')).toEqual(['movies', 'movies-edit', 'recipes']);
    expect(routeChunkNames('history', 'stats')).toEqual(['history', 'history-stats', 'recipes']);
    expect(routeChunkNames('settings', 'general')).toEqual(['settings', 'recipes']);
  });

  it('names only chunks the code defines', () => {
    const sources = [
      'src/app/routeModules.ts',
      'src/lib/lazyNamed.tsx',
      'src/styles/recipesOnDemand.ts',
      ...['series', 'movies', 'history'].map((group) => `src/pages/${group}/routes.tsx`),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const defined = new Set(
      [...sources.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]),
    );
    const named = [
      ['series', '1'],
      ['series', 'edit'],
      ['movies', '1'],
      ['movies', 'edit'],
      ['history', 'stats'],
    ].flatMap(([group = '', below = '']) => routeChunkNames(group, below));
    expect(named.filter((name) => !defined.has(name))).toEqual([]);
  });

  const listing = (groups: Record<string, string[]>) =>
    `<script type="application/json" id="route-chunks">${JSON.stringify({
      bundle: ['assets/runtime.js', 'assets/vendor.js', 'assets/main.js'],
      groups,
    })}</script>`;
  const SERIES_DETAIL = {
    series: ['assets/series.1.chunk.js', 'assets/shared.2.chunk.js'],
    'series-detail': ['assets/detail.3.chunk.js', 'assets/shared.2.chunk.js'],
    movies: ['assets/movies.4.chunk.js'],
  };
  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) =>
      link.getAttribute('href'),
    );

  it('preloads the files index.html lists for them, each once', () => {
    document.head.innerHTML = listing(SERIES_DETAIL);
    preloadRouteChunks('series', '12');
    expect(preloaded()).toEqual([
      'assets/series.1.chunk.js',
      'assets/shared.2.chunk.js',
      'assets/detail.3.chunk.js',
    ]);
  });

  describe('once the bundle is in, not beside it', () => {
    let report: (names: string[]) => void = () => undefined;
    let disconnected = false;
    beforeEach(() => {
      disconnected = false;
      class FakeObserver {
        static supportedEntryTypes = ['resource'];
        constructor(callback: (list: { getEntries(): { name: string }[] }) => void) {
          report = (names) => callback({ getEntries: () => names.map((name) => ({ name })) });
        }
        observe() {}
        disconnect() {
          disconnected = true;
        }
      }
      Object.defineProperty(globalThis, 'PerformanceObserver', {
        value: FakeObserver,
        configurable: true,
      });
      document.head.innerHTML = listing(SERIES_DETAIL);
    });
    afterEach(() => {
      delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
      delete window.__preloadRouteChunks;
    });
    const loaded = (file: string) => new URL(file, document.baseURI).href;

    it('waits until the browser has loaded every file of the bundle', () => {
      preloadRouteChunks('series', '12');
      report([loaded('assets/runtime.js'), loaded('assets/main.js'), loaded('images/logo.svg')]);
      expect(preloaded()).toEqual([]);
      report([loaded('assets/vendor.js')]);
      expect(preloaded()).toEqual([
        'assets/series.1.chunk.js',
        'assets/shared.2.chunk.js',
        'assets/detail.3.chunk.js',
      ]);
      expect(disconnected).toBe(true);
    });

    it('starts when the bundle starts to run if the browser has not told yet, and only once', () => {
      preloadRouteChunks('movies', '');
      expect(preloaded()).toEqual([]);
      preloadRouteChunksNow();
      expect(preloaded()).toEqual(['assets/movies.4.chunk.js']);
      // The watch ends: the page's later resources are not looked at.
      expect(disconnected).toBe(true);
      report([loaded('assets/runtime.js'), loaded('assets/vendor.js'), loaded('assets/main.js')]);
      preloadRouteChunksNow();
      expect(preloaded()).toEqual(['assets/movies.4.chunk.js']);
    });
  });

  it('does nothing without a listing (a development page) or with a broken one', () => {
    preloadRouteChunks('series', '');
    document.head.innerHTML = '<script type="application/json" id="route-chunks">{oops</script>';
    preloadRouteChunks('series', '');
    // The listing of an older build: a chunk group per key, no bundle.
    document.head.innerHTML = `<script type="application/json" id="route-chunks">${JSON.stringify({ series: ['assets/s.js'] })}</script>`;
    preloadRouteChunks('series', '');
    preloadRouteChunksNow();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
