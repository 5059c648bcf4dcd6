import { waitFor } from '@testing-library/react';
import { endpoints } from '../../src/api';
import { HIDDEN_READ_GAP_MS } from '../../src/realtime/readLane';
import type { DataEvent } from '../../src/demo/core/types';
import { connectRealtime, makeTestStore, waitForStore, type TestStore } from '../realtime/support';
import { setupDemoServer } from '../support/render';

const { backend } = setupDemoServer();

const pending = (store: TestStore) =>
  Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending');

/** What reached the backend since the last call, once no request is under way. */
async function requestsAfterSettling(store: TestStore) {
  await waitForStore(store, () => expect(pending(store)).toEqual([]));
  const requests = backend.control.requests.map(({ method, path, query }) => ({
    method,
    path,
    query,
  }));
  backend.control.clearRequests();
  return requests;
}

/** Subscribes like pages do (kept until the test ends) and waits for the answers. */
async function show(store: TestStore, ...queries: { unwrap(): Promise<unknown> }[]) {
  await Promise.all(queries.map((query) => query.unwrap()));
  await requestsAfterSettling(store);
}

/** Every payload `times` times, types interleaved, as a library sync sends them. */
function storm(
  groups: Record<'series' | 'movie' | 'episode', number[]>,
  times: number,
): DataEvent[] {
  const events: DataEvent[] = [];
  for (let round = 0; round < times; round += 1)
    for (const [type, ids] of Object.entries(groups))
      for (const id of ids) events.push({ type, action: 'update', payload: id });
  return events;
}

const idsOf = (query: Record<string, string[]>, name: string) =>
  (query[name] ?? []).map(Number).sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('a storm of realtime events in one 20 ms batch', () => {
  it('makes one request per entity type, for every id of the batch, and reloads no list', async () => {
    const store = makeTestStore();
    const { unplug } = connectRealtime(store, backend);
    // Two pages of each library list and the episodes of one series, as the list and detail pages hold them.
    const seriesPages = [
      store.dispatch(endpoints.getSeries.initiate({ start: 0, length: 10 })),
      store.dispatch(endpoints.getSeries.initiate({ start: 10, length: 10 })),
    ];
    const moviePages = [
      store.dispatch(endpoints.getMovies.initiate({ start: 0, length: 20 })),
      store.dispatch(endpoints.getMovies.initiate({ start: 20, length: 20 })),
    ];
    const seriesIds = (await Promise.all(seriesPages.map((page) => page.unwrap()))).flatMap(
      (page) => page.ids,
    );
    const movieIds = (await Promise.all(moviePages.map((page) => page.unwrap()))).flatMap(
      (page) => page.ids,
    );
    const withEpisodes = [...backend.state.episodesBySeries.keys()].find(
      (id) => !seriesIds.includes(id),
    );
    if (withEpisodes === undefined) throw new Error('The demo library is too small for this test');
    const episodes = store.dispatch(endpoints.getEpisodesBySeries.initiate(withEpisodes));
    await show(store, ...seriesPages, ...moviePages, episodes);
    const episodeIds = backend.state.episodesBySeries.get(withEpisodes) ?? [];

    // Every id of both pages and every episode of the series, each three times: one batch of events.
    const events = storm({ series: seriesIds, movie: movieIds, episode: episodeIds }, 3);
    expect(events.length).toBeGreaterThan(100);
    backend.control.emit(events);
    await waitForStore(store, () => expect(backend.control.requests).toHaveLength(3));

    const requests = await requestsAfterSettling(store);
    expect(requests.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'GET /api/episodes',
      'GET /api/movies',
      'GET /api/series',
    ]);
    const query = (path: string) => requests.find((request) => request.path === path)?.query ?? {};
    expect(idsOf(query('/api/series'), 'seriesid[]')).toEqual(sorted(seriesIds));
    expect(idsOf(query('/api/movies'), 'radarrid[]')).toEqual(sorted(movieIds));
    expect(idsOf(query('/api/episodes'), 'episodeid[]')).toEqual(sorted(episodeIds));
    unplug();
    [...seriesPages, ...moviePages, episodes].forEach((query) => query.unsubscribe());
  });

  it('makes one request per batch: a second batch makes the next one', async () => {
    const store = makeTestStore();
    const { unplug } = connectRealtime(store, backend);
    const page = store.dispatch(endpoints.getMovies.initiate({ start: 0, length: 20 }));
    const { ids } = await page.unwrap();
    await requestsAfterSettling(store);
    const [first, second] = [ids.slice(0, 10), ids.slice(10)];

    backend.control.emit(storm({ series: [], movie: first, episode: [] }, 5));
    await waitForStore(store, () => expect(backend.control.requests).toHaveLength(1));
    const firstBatch = await requestsAfterSettling(store);
    backend.control.emit(storm({ series: [], movie: second, episode: [] }, 5));
    // No row shows these movies: their read may wait out the lane's gap for hidden ids.
    await waitFor(() => expect(backend.control.requests).toHaveLength(1), {
      timeout: HIDDEN_READ_GAP_MS + 1000,
    });
    const secondBatch = await requestsAfterSettling(store);

    expect([...firstBatch, ...secondBatch].map(({ query }) => idsOf(query, 'radarrid[]'))).toEqual([
      sorted(first),
      sorted(second),
    ]);
    unplug();
    page.unsubscribe();
  });
});
