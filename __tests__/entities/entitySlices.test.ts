import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../src/api/baseApi';
import { episodesApi, refreshEpisodes } from '../../src/api/episodes';
import { moviesApi } from '../../src/api/movies';
import { seriesApi } from '../../src/api/series';
import { settingsApi } from '../../src/api/settings';
import { episodesSelectors, selectEpisodeIdsOfSeries } from '../../src/entities/episodesSlice';
import { moviesSelectors } from '../../src/entities/moviesSlice';
import { seriesSelectors } from '../../src/entities/seriesSlice';
import { selectSettings } from '../../src/api/settings';
import {
  describeRequest,
  makeTestStore,
  recordRequests,
  sample,
  sampleRoute,
  setupApiServer,
} from '../api/support/apiTestKit';

const server = setupApiServer();

interface RawList {
  data: Record<string, unknown>[];
}

const seriesOneEpisodes = () => sample<RawList>('GET_api_episodes__seriesid1.json').data;

/** GET episodes answered per request: by series from `bySeries`, by ids from `byId`. */
function episodesRoute(
  bySeries: () => Record<string, unknown>[],
  byId: (id: number) => Record<string, unknown>,
) {
  return http.get('/api/episodes', ({ request }) => {
    const url = new URL(request.url);
    const ids = url.searchParams.getAll('episodeid[]').map(Number);
    return HttpResponse.json({ data: ids.length > 0 ? ids.map(byId) : bySeries() });
  });
}

function rawEpisode(id: number): Record<string, unknown> {
  const found = seriesOneEpisodes().find((episode) => episode.sonarrEpisodeId === id);
  if (!found) throw new Error(`no episode ${id} in the sample`);
  return found;
}

describe('library lists keep ids in the cache and entities in their slice', () => {
  it('getSeries puts the series in the series slice and only ids and the total in the cache', async () => {
    server.use(sampleRoute('get', '/api/series', 'GET_api_series__start0_len2.json'));
    const requests = recordRequests(server);
    const store = makeTestStore();
    const result = await store.dispatch(
      seriesApi.endpoints.getSeries.initiate({ start: 0, length: 2 }),
    );

    expect(requests.map(describeRequest)).toEqual(['GET /api/series?start=0&length=2']);
    // In the server's order (by title): Andor, Arcane.
    expect(result.data).toEqual({ ids: [23, 21], total: 26 });
    expect(seriesSelectors.selectIds(store.getState())).toEqual([23, 21]);
    expect(seriesSelectors.selectById(store.getState(), 23)).toMatchObject({
      title: 'Andor',
      year: '2022',
    });
    // The cache entry is ids and a total, nothing of the series themselves.
    const cached = seriesApi.endpoints.getSeries.select({ start: 0, length: 2 })(
      store.getState(),
    ).data;
    expect(cached).toEqual({ ids: [23, 21], total: 26 });
  });

  it('getSeriesByIds asks for those ids only, and skips the request for none', async () => {
    server.use(sampleRoute('get', '/api/series', 'GET_api_series__seriesid1_9.json'));
    const requests = recordRequests(server);
    const store = makeTestStore();
    await store.dispatch(seriesApi.endpoints.getSeriesByIds.initiate([1, 9]));
    const none = await store.dispatch(seriesApi.endpoints.getSeriesByIds.initiate([]));

    expect(requests.map(describeRequest)).toEqual(['GET /api/series?seriesid[]=1&seriesid[]=9']);
    expect(none.data).toEqual({ ids: [], total: 0 });
    expect(seriesSelectors.selectById(store.getState(), 1)?.title).toBe('Breaking Bad');
  });

  it('getMovies fills the movies slice', async () => {
    server.use(sampleRoute('get', '/api/movies', 'GET_api_movies__radarrid7.json'));
    const store = makeTestStore();
    const result = await store.dispatch(moviesApi.endpoints.getMoviesByIds.initiate([7]));
    expect(result.data).toEqual({ ids: [7], total: 120 });
    expect(moviesSelectors.selectById(store.getState(), 7)).toMatchObject({
      radarrId: 7,
      title: 'Inception',
    });
  });
});

describe('episodes', () => {
  it('lists the episodes of a series latest first, whatever order the server used', async () => {
    server.use(episodesRoute(() => [...seriesOneEpisodes()].reverse(), rawEpisode));
    const store = makeTestStore();
    await store.dispatch(episodesApi.endpoints.getEpisodesBySeries.initiate(1));

    const ids = selectEpisodeIdsOfSeries(store.getState(), 1);
    const order = ids.map((id) => {
      const { season, episode } = episodesSelectors.selectById(store.getState(), id);
      return season * 1000 + episode;
    });
    expect(ids).toHaveLength(62);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(selectEpisodeIdsOfSeries(store.getState(), 2)).toEqual([]);
  });

  it('a refreshed episode replaces that one entity; the others stay the same objects', async () => {
    const changed = { ...rawEpisode(61), missing_subtitles: [] };
    let byId = rawEpisode;
    server.use(episodesRoute(seriesOneEpisodes, (id) => byId(id)));
    const store = makeTestStore();
    await store.dispatch(episodesApi.endpoints.getEpisodesBySeries.initiate(1));
    const before = episodesSelectors.selectEntities(store.getState());
    const idsBefore = selectEpisodeIdsOfSeries(store.getState(), 1);

    byId = (id) => (id === 61 ? changed : rawEpisode(id));
    await store.dispatch(refreshEpisodes([61]));

    const after = episodesSelectors.selectEntities(store.getState());
    expect(after[61]).not.toBe(before[61]);
    expect(after[61].missing_subtitles).toEqual([]);
    const others = Object.keys(before)
      .map(Number)
      .filter((id) => id !== 61);
    expect(others).toHaveLength(61);
    expect(others.every((id) => after[id] === before[id])).toBe(true);
    // Same ids in the same order: the list does not re-render.
    expect(selectEpisodeIdsOfSeries(store.getState(), 1)).toBe(idsBefore);
  });

  it('an unchanged episode keeps its object when read again', async () => {
    server.use(episodesRoute(seriesOneEpisodes, rawEpisode));
    const store = makeTestStore();
    await store.dispatch(episodesApi.endpoints.getEpisodesBySeries.initiate(1));
    const before = episodesSelectors.selectById(store.getState(), 61);
    await store.dispatch(refreshEpisodes([61]));
    expect(episodesSelectors.selectById(store.getState(), 61)).toBe(before);
  });

  it('drops episodes the server no longer lists for that series, and keeps other series', async () => {
    let bySeries = seriesOneEpisodes;
    const otherSeries: Record<string, unknown> = {
      ...rawEpisode(1),
      sonarrEpisodeId: 9001,
      sonarrSeriesId: 2,
    };
    server.use(
      episodesRoute(
        () => bySeries(),
        (id) => (id === 9001 ? otherSeries : rawEpisode(id)),
      ),
    );
    const store = makeTestStore();
    const subscription = store.dispatch(episodesApi.endpoints.getEpisodesBySeries.initiate(1));
    await subscription;
    await store.dispatch(episodesApi.endpoints.getEpisodesByIds.initiate([9001]));

    bySeries = () => seriesOneEpisodes().filter((episode) => episode.sonarrEpisodeId !== 62);
    await subscription.refetch();

    expect(episodesSelectors.selectById(store.getState(), 62)).toBeUndefined();
    expect(selectEpisodeIdsOfSeries(store.getState(), 1)).toHaveLength(61);
    expect(selectEpisodeIdsOfSeries(store.getState(), 2)).toEqual([9001]);
  });

  it('invalidating one episode tag refetches the query holding it', async () => {
    server.use(episodesRoute(seriesOneEpisodes, rawEpisode));
    const requests = recordRequests(server);
    const store = makeTestStore();
    await store.dispatch(episodesApi.endpoints.getEpisodesByIds.initiate([61]));

    store.dispatch(baseApi.util.invalidateTags([{ type: 'Episode', id: 61 }]));

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/episodes?episodeid[]=61',
      'GET /api/episodes?episodeid[]=61',
    ]);
    store.dispatch(baseApi.util.invalidateTags([{ type: 'Episode', id: 62 }]));
    const running = await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    expect(running).toEqual([]);
    expect(requests).toHaveLength(2);
  });
});

describe('settings', () => {
  it('are read from the getSettings cache, one copy', async () => {
    server.use(sampleRoute('get', '/api/system/settings', 'GET_api_system_settings.json'));
    const store = makeTestStore();
    expect(selectSettings(store.getState())).toBeUndefined();
    await store.dispatch(settingsApi.endpoints.getSettings.initiate());
    const settings = selectSettings(store.getState());
    expect(settings?.general.page_size).toBe(25);
    expect(settings?.general.use_sonarr).toBe(true);
  });
});
