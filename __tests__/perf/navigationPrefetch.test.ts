import { waitFor } from '@testing-library/react';
import { makeStore } from '../../src/app/store';
import { LAST_PAGE_SIZE_KEY } from '../../src/boot/pageSize';
import { prefetchFirstPage } from '../support/prefetchFirstPage';
import { routeOf } from '../../src/app/pageDataPrefetch';
import { episodesApi } from '../../src/api/episodes';
import { languagesApi } from '../../src/api/languages';
import { seriesApi } from '../../src/api/series';
import { failing } from '../support/scenarios';
import { fakeSocketFactory } from '../realtime/fakeSocket';
import { TEST_ENVIRONMENT, setupDemoServer } from '../support/render';
import { pagesAsked, requestsTo } from '../pages/history/listTestKit';

const { backend } = setupDemoServer();

function newStore() {
  return makeStore({ environment: TEST_ENVIRONMENT, socketFactory: fakeSocketFactory() });
}

describe('data of the first address, started from the state entry', () => {
  it('splits the address below the base URL into its route group and the rest', () => {
    expect(routeOf('/bazarr/series/12', '/bazarr')).toEqual({ group: 'series', below: '12' });
    expect(routeOf('/movies', '')).toEqual({ group: 'movies', below: '' });
  });

  it('asks for the settings and then the first page of /series, before any page renders', async () => {
    const pageSize = backend.state.settings.general?.page_size;
    prefetchFirstPage(newStore(), { pathname: '/series' }, '');
    await waitFor(() =>
      expect(pagesAsked(backend, '/api/series')).toEqual([
        { start: '0', length: String(pageSize) },
      ]),
    );
    expect(requestsTo(backend, 'GET', '/api/system/settings')).toHaveLength(1);
  });

  it('asks for a list’s first page at once with the size the settings gave last time, again with theirs', async () => {
    const pageSize = Number(backend.state.settings.general?.page_size);
    window.localStorage.setItem(LAST_PAGE_SIZE_KEY, String(pageSize + 15));
    try {
      const store = newStore();
      // Settles once the page the settings' size shows is in: the first render shows its rows.
      await prefetchFirstPage(store, { pathname: '/series' }, '');
      expect(pagesAsked(backend, '/api/series')).toEqual([
        { start: '0', length: String(pageSize + 15) },
        { start: '0', length: String(pageSize) },
      ]);
      const firstPage = seriesApi.endpoints.getSeries.select({ start: 0, length: pageSize });
      expect(firstPage(store.getState()).data?.ids).toHaveLength(pageSize);
    } finally {
      window.localStorage.clear();
    }
  });

  it('asks for the first page of the wanted and history lists, unless the address names another page', async () => {
    const pageSize = String(backend.state.settings.general?.page_size);
    prefetchFirstPage(newStore(), { pathname: '/wanted/series', search: '' }, '');
    prefetchFirstPage(newStore(), { pathname: '/history/movies', search: '' }, '');
    await waitFor(() =>
      expect(pagesAsked(backend, '/api/episodes/wanted')).toEqual([
        { start: '0', length: pageSize },
      ]),
    );
    await waitFor(() =>
      expect(pagesAsked(backend, '/api/movies/history')).toEqual([
        { start: '0', length: pageSize },
      ]),
    );

    backend.control.clearRequests();
    prefetchFirstPage(newStore(), { pathname: '/wanted/movies', search: '?page=3' }, '');
    await waitFor(() => expect(requestsTo(backend, 'GET', '/api/system/settings')).toHaveLength(1));
    expect(requestsTo(backend, 'GET', '/api/movies/wanted')).toEqual([]);
  });

  it('asks for a series, its episodes and the language profiles at once on /series/{id}', async () => {
    const store = newStore();
    await prefetchFirstPage(store, { pathname: '/series/1' }, '');
    expect(requestsTo(backend, 'GET', '/api/episodes')).toHaveLength(1);
    expect(requestsTo(backend, 'GET', '/api/series')).toHaveLength(1);
    expect(
      episodesApi.endpoints.getEpisodesBySeries.select(1)(store.getState()).data,
    ).toBeDefined();
    // Settled with them: the page's first render draws its rows with the profile, not once without.
    expect(
      languagesApi.endpoints.getLanguageProfiles.select()(store.getState()).data,
    ).toBeDefined();
  });

  it('asks for the language profiles with a library list, not with other pages', async () => {
    await prefetchFirstPage(newStore(), { pathname: '/movies' }, '');
    expect(requestsTo(backend, 'GET', '/api/system/languages/profiles')).toHaveLength(1);
    backend.control.clearRequests();
    await prefetchFirstPage(newStore(), { pathname: '/wanted/series' }, '');
    expect(requestsTo(backend, 'GET', '/api/system/languages/profiles')).toEqual([]);
  });

  it('settles when the first page fails, so that the first render shows the error rather than waiting', async () => {
    failing(backend, 'GET /api/series', 500, 'Database is locked');
    const store = newStore();
    await prefetchFirstPage(store, { pathname: '/series' }, '');
    const pageSize = Number(backend.state.settings.general?.page_size);
    const firstPage = seriesApi.endpoints.getSeries.select({ start: 0, length: pageSize });
    expect(firstPage(store.getState()).isError).toBe(true);
  });
});
