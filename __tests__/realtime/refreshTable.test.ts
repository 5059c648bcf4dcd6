import { endpoints } from '../../src/api';
import { episodesSelectors } from '../../src/entities/episodesSlice';
import { moviesSelectors } from '../../src/entities/moviesSlice';
import { seriesSelectors } from '../../src/entities/seriesSlice';
import { MAX_IDS_PER_REQUEST } from '../../src/realtime/entityRefresh';
import { REFRESH_TABLE } from '../../src/realtime/refreshTable';
import { SOCKET_EVENT_TYPES } from '../../src/realtime/socketEvents';
import { setupDemoServer } from '../support/render';
import { connectRealtime, makeTestStore, waitForStore, type TestStore } from './support';

const { backend } = setupDemoServer();

let unplugs: (() => void)[] = [];
afterEach(() => {
  unplugs.forEach((unplug) => unplug());
  unplugs = [];
});

/** A store whose socket carries the demo backend's events. */
function connectedStore(): TestStore {
  const store = makeTestStore();
  unplugs.push(connectRealtime(store, backend).unplug);
  return store;
}

const pendingQueries = (store: TestStore) =>
  Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending');

/** Waits until no request is under way, then gives what reached the server since the last call. */
async function requestsAfterSettling(store: TestStore) {
  await waitForStore(store, () => expect(pendingQueries(store)).toEqual([]));
  const requests = backend.control.requests.map(({ path, query }) => ({ path, query }));
  backend.control.clearRequests();
  return requests;
}

const paths = (requests: { path: string }[]) =>
  [...new Set(requests.map(({ path }) => path))].sort();

const emit = (type: string, payloads: unknown[], action: 'update' | 'delete' = 'update') =>
  backend.control.emit(payloads.map((payload) => ({ type, action, payload })));

/** Subscribes like a page would, and waits for the answer. */
async function show(store: TestStore, ...queries: { unwrap(): Promise<unknown> }[]) {
  await Promise.all(queries.map((query) => query.unwrap()));
  await requestsAfterSettling(store);
}

describe('realtime events -> refreshed data', () => {
  it('maps every event type the backend sends', () => {
    expect(Object.keys(REFRESH_TABLE).sort()).toEqual([...SOCKET_EVENT_TYPES].sort());
  });

  it('refreshes the episodes of a batch with one request, and only those episodes', async () => {
    const store = connectedStore();
    await show(store, store.dispatch(endpoints.getEpisodesBySeries.initiate(1)));
    const episode = backend.state.episodes.get(2);
    if (!episode) throw new Error('The demo library has no episode 2');
    episode.title = 'Renamed upstream';

    emit('episode', [1, 2, 1, 3, 2]);
    await waitForStore(store, (state) =>
      expect(episodesSelectors.selectById(state, 2)?.title).toBe('Renamed upstream'),
    );

    // Not the whole series again: one GET with the three ids.
    expect(await requestsAfterSettling(store)).toEqual([
      { path: '/api/episodes', query: { 'episodeid[]': ['1', '2', '3'] } },
    ]);
  });

  it('splits a very large batch into requests of at most 200 ids', async () => {
    const store = connectedStore();
    const seriesIds = [...backend.state.series.keys()].slice(0, 12);
    await show(
      store,
      ...seriesIds.map((id) => store.dispatch(endpoints.getEpisodesBySeries.initiate(id))),
    );
    const episodeIds = seriesIds
      .flatMap((id) => backend.state.episodesBySeries.get(id) ?? [])
      .slice(0, MAX_IDS_PER_REQUEST + 1);
    expect(episodeIds).toHaveLength(MAX_IDS_PER_REQUEST + 1);

    emit('episode', episodeIds);
    await waitForStore(store, () => expect(backend.control.requests).toHaveLength(2));
    const requests = await requestsAfterSettling(store);
    const sizes = requests.map(({ query }) => query['episodeid[]'].length);
    expect(sizes.sort((a, b) => b - a)).toEqual([MAX_IDS_PER_REQUEST, 1]);
  });

  async function showSeriesWithEpisodes(store: TestStore) {
    const { ids } = await store
      .dispatch(endpoints.getSeries.initiate({ start: 0, length: 5 }))
      .unwrap();
    const id = ids[0];
    if (id === undefined) throw new Error('The demo library has no series');
    await show(store, store.dispatch(endpoints.getEpisodesBySeries.initiate(id)));
    return id;
  }

  it('reloads the episode list of a series whose profile changed (it decides what is missing)', async () => {
    const store = connectedStore();
    const id = await showSeriesWithEpisodes(store);
    const series = backend.state.series.get(id);
    const otherProfile = backend.state.profiles.find(
      (profile) => profile.profileId !== series?.profileId,
    );
    if (!series || !otherProfile) throw new Error('The demo library has a single profile');
    series.profileId = otherProfile.profileId;

    emit('series', [id]);
    await waitForStore(store, () => expect(backend.control.requests).toHaveLength(2));
    const requests = await requestsAfterSettling(store);
    expect(requests).toHaveLength(2);
    expect(requests).toEqual([
      { path: '/api/series', query: { 'seriesid[]': [String(id)] } },
      { path: '/api/episodes', query: { 'seriesid[]': [String(id)] } },
    ]);
  });

  it('re-reads only the series when its profile did not change (new counts after an upload)', async () => {
    const store = connectedStore();
    const id = await showSeriesWithEpisodes(store);

    emit('series', [id]);
    await waitForStore(store, () => expect(backend.control.requests).toHaveLength(1));
    expect(await requestsAfterSettling(store)).toEqual([
      { path: '/api/series', query: { 'seriesid[]': [String(id)] } },
    ]);
  });

  it('does not fetch episodes nobody has loaded', async () => {
    const store = connectedStore();
    await show(store, store.dispatch(endpoints.getBadges.initiate()));

    // The badges refresh tells that the batch was applied.
    backend.control.emit([
      { type: 'episode', action: 'update', payload: 5 },
      { type: 'badges', action: 'update', payload: null },
    ]);
    await waitForStore(store, () => expect(backend.control.requests.length).toBeGreaterThan(0));
    expect(paths(await requestsAfterSettling(store))).toEqual(['/api/badges']);
  });

  it('removes deleted episodes from the store without reloading their series', async () => {
    const store = connectedStore();
    await show(store, store.dispatch(endpoints.getEpisodesBySeries.initiate(1)));
    expect(episodesSelectors.selectById(store.getState(), 4)).toBeDefined();

    emit('episode', [4], 'delete');
    await waitForStore(store, (state) =>
      expect(episodesSelectors.selectById(state, 4)).toBeUndefined(),
    );
    expect(await requestsAfterSettling(store)).toEqual([]);
  });

  describe.each([
    {
      kind: 'series',
      page: () => endpoints.getSeries.initiate({ start: 0, length: 5 }),
      rename: (id: number, title: string) =>
        Object.assign(backend.state.series.get(id) ?? {}, { title }),
      remove: (id: number) => backend.state.series.delete(id),
      titleIn: (store: TestStore, id: number) =>
        seriesSelectors.selectById(store.getState(), id)?.title,
      byIds: (id: number) => ({ path: '/api/series', query: { 'seriesid[]': [String(id)] } }),
      allIds: () => [...backend.state.series.keys()],
    },
    {
      kind: 'movie',
      page: () => endpoints.getMovies.initiate({ start: 0, length: 5 }),
      rename: (id: number, title: string) =>
        Object.assign(backend.state.movies.get(id) ?? {}, { title }),
      remove: (id: number) => backend.state.movies.delete(id),
      titleIn: (store: TestStore, id: number) =>
        moviesSelectors.selectById(store.getState(), id)?.title,
      byIds: (id: number) => ({ path: '/api/movies', query: { 'radarrid[]': [String(id)] } }),
      allIds: () => [...backend.state.movies.keys()],
    },
  ])('$kind events', ({ kind, page, rename, remove, titleIn, byIds, allIds }) => {
    const listRequest = { path: byIds(0).path, query: { start: ['0'], length: ['5'] } };

    /** Shows the first page; gives the ids on it and one that is not. */
    async function showFirstPage(store: TestStore) {
      const shown = store.dispatch(page());
      const { ids } = await shown.unwrap();
      await requestsAfterSettling(store);
      const unseen = allIds().find((id) => !ids.includes(id));
      if (ids.length < 2 || unseen === undefined)
        throw new Error('The demo library is too small for this test');
      return { ids, unseen };
    }

    it(`re-reads an updated ${kind} by id without reloading the list showing it`, async () => {
      const store = connectedStore();
      const { ids } = await showFirstPage(store);
      const id = ids[1];
      rename(id, 'Renamed upstream');

      emit(kind, [id, id]);
      await waitForStore(store, () => expect(titleIn(store, id)).toBe('Renamed upstream'));
      expect(await requestsAfterSettling(store)).toEqual([byIds(id)]);
    });

    it(`refreshes the lists when a ${kind} the client has not seen appears`, async () => {
      const store = connectedStore();
      const { unseen } = await showFirstPage(store);

      emit(kind, [unseen]);
      await waitForStore(store, () => expect(backend.control.requests.length).toBeGreaterThan(0));
      expect(await requestsAfterSettling(store)).toEqual([listRequest]);
    });

    it(`drops a deleted ${kind} from the store and refreshes the list`, async () => {
      const store = connectedStore();
      const { ids } = await showFirstPage(store);
      const id = ids[0];
      expect(titleIn(store, id)).toBeDefined();
      remove(id);

      emit(kind, [id], 'delete');
      await waitForStore(store, () => expect(titleIn(store, id)).toBeUndefined());
      expect(await requestsAfterSettling(store)).toEqual([listRequest]);
    });
  });

  it.each([
    ['episode-wanted', ['/api/badges', '/api/episodes/wanted']],
    ['movie-wanted', ['/api/badges', '/api/movies/wanted']],
    ['reset-episode-wanted', ['/api/badges', '/api/episodes/wanted']],
    ['reset-movie-wanted', ['/api/badges', '/api/movies/wanted']],
    ['episode-history', ['/api/episodes/history', '/api/history/stats']],
    ['movie-history', ['/api/history/stats', '/api/movies/history']],
    ['episode-blacklist', ['/api/episodes/blacklist']],
    ['movie-blacklist', ['/api/movies/blacklist']],
    ['badges', ['/api/badges']],
    [
      'settings',
      [
        '/api/badges',
        '/api/system/backups',
        '/api/system/languages',
        '/api/system/languages/profiles',
        '/api/system/settings',
        '/api/system/tasks',
      ],
    ],
    ['languages', ['/api/system/languages', '/api/system/languages/profiles']],
    ['task', ['/api/system/tasks']],
    ['backup', ['/api/system/backups']],
  ])("'%s' refetches %j", async (type, expected) => {
    const store = connectedStore();
    const page = { start: 0, length: 25 };
    await show(
      store,
      store.dispatch(endpoints.getWantedEpisodes.initiate(page)),
      store.dispatch(endpoints.getWantedMovies.initiate(page)),
      store.dispatch(endpoints.getEpisodeHistory.initiate(page)),
      store.dispatch(endpoints.getMovieHistory.initiate(page)),
      store.dispatch(
        endpoints.getHistoryStats.initiate({
          timeFrame: 'month',
          action: 'All',
          provider: 'All',
          language: 'All',
        }),
      ),
      store.dispatch(endpoints.getEpisodeBlacklist.initiate()),
      store.dispatch(endpoints.getMovieBlacklist.initiate()),
      store.dispatch(endpoints.getBadges.initiate()),
      store.dispatch(endpoints.getSettings.initiate()),
      store.dispatch(endpoints.getLanguages.initiate()),
      store.dispatch(endpoints.getLanguageProfiles.initiate()),
      store.dispatch(endpoints.getTasks.initiate()),
      store.dispatch(endpoints.getBackups.initiate()),
    );

    // Several events of one type in a batch refresh once.
    emit(type, [1, 2, null]);
    await waitForStore(store, () => expect(paths(backend.control.requests)).toEqual(expected));
    const requests = await requestsAfterSettling(store);
    expect(paths(requests)).toEqual(expected);
    expect(requests).toHaveLength(expected.length);
  });
});
