import { waitFor } from '@testing-library/react';
import { endpoints } from '../../src/api';
import { episodesSelectors } from '../../src/entities/episodesSlice';
import { badges } from '../../src/demo/core/routes/system';
import type { RouteContext } from '../../src/demo/core/routes/context';
import { ENTITY_READ_GAP_MS } from '../../src/realtime/readLane';
import { setupDemoServer } from '../support/render';
import { connectRealtime, makeTestStore, waitForStore, type TestStore } from './support';

const { backend } = setupDemoServer();

/** The series with the most episodes of the demo library. */
function longestSeries(): { seriesId: number; episodeIds: number[] } {
  const [seriesId, episodeIds] = [...backend.state.episodesBySeries].reduce((longest, entry) =>
    entry[1].length > longest[1].length ? entry : longest,
  );
  return { seriesId, episodeIds };
}

/** A shuffled copy (a fixed seed: the same order on every run). */
function shuffled(ids: number[]): number[] {
  const copy = [...ids];
  let seed = 7;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    seed = (seed * 16807) % 2147483647;
    const other = seed % (index + 1);
    [copy[index], copy[other]] = [copy[other] ?? 0, copy[index] ?? 0];
  }
  return copy;
}

/** What the backend says of an episode: its files and what it misses, as comparable text. */
function backendEpisode(id: number) {
  const episode = backend.state.episodes.get(id);
  return {
    title: episode?.title,
    files: (episode?.subtitles ?? [])
      .map((subtitle) => subtitle.path ?? `embedded ${subtitle.code2}`)
      .sort(),
    missing: backend.derived
      .episode(id)
      .map((language) => language.code2)
      .sort(),
  };
}

function storeEpisode(store: TestStore, id: number) {
  const episode = episodesSelectors.selectById(store.getState(), id);
  return {
    title: episode?.title,
    files: (episode?.subtitles ?? [])
      .map((subtitle) => subtitle.path ?? `embedded ${subtitle.code2}`)
      .sort(),
    missing: (episode?.missing_subtitles ?? []).map((language) => language.code2).sort(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a long stream of realtime events (a disk scan)', () => {
  it('loses nothing: afterwards every episode and the badges equal the backend, with one read per gap', async () => {
    const store = makeTestStore();
    const { unplug } = connectRealtime(store, backend);
    const { seriesId, episodeIds } = longestSeries();
    await store.dispatch(endpoints.getEpisodesBySeries.initiate(seriesId)).unwrap();
    store.dispatch(endpoints.getBadges.initiate());
    await waitForStore(store, (state) =>
      expect(state.api.queries['getBadges(undefined)']?.status).toBe('fulfilled'),
    );
    backend.control.clearRequests();

    // Random order, 40 events a second for 2 s, and episodes renamed upstream in the middle of it.
    const order = shuffled(episodeIds);
    const { schedule } = backend.control.scan({
      seriesId,
      perSecond: 40,
      seconds: 2,
      episodeIds: order,
    });
    await sleep(1000);
    const renamed = order.slice(0, 5);
    renamed.forEach((id) =>
      Object.assign(backend.state.episodes.get(id) ?? {}, { title: `Renamed ${id}` }),
    );
    backend.control.emit(renamed.map((id) => ({ type: 'episode', action: 'update', payload: id })));
    await sleep((schedule.at(-1)?.atMs ?? 0) - 1000);

    await waitFor(
      () => {
        const state = store.getState();
        for (const id of episodeIds) expect(storeEpisode(store, id)).toEqual(backendEpisode(id));
        const shown = state.api.queries['getBadges(undefined)']?.data;
        expect(shown).toEqual(
          badges({ state: backend.state, derived: backend.derived } as RouteContext),
        );
      },
      { timeout: 6 * ENTITY_READ_GAP_MS },
    );
    unplug();

    // 80 events over 2 s: episode reads paced one a second (plus the first and the last), badges at most
    // one per 2 s plus the last, instead of one read per event.
    const reads = (path: string) =>
      backend.control.requests.filter((request) => request.path === path);
    expect(reads('/api/episodes').length).toBeLessThanOrEqual(5);
    expect(reads('/api/badges').length).toBeLessThanOrEqual(3);
    // Each read asks for an episode at most once.
    for (const request of reads('/api/episodes')) {
      const ids = request.query['episodeid[]'] ?? [];
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('reads no badges while nothing shows them', async () => {
    const store = makeTestStore();
    const { unplug } = connectRealtime(store, backend);
    const { seriesId } = longestSeries();
    const { schedule } = backend.control.scan({ seriesId, perSecond: 40, seconds: 0.5 });
    await sleep((schedule.at(-1)?.atMs ?? 0) + 100);
    await waitFor(() => expect(backend.events.log.length).toBeGreaterThanOrEqual(60));
    unplug();
    expect(backend.control.requests.filter((request) => request.path === '/api/badges')).toEqual(
      [],
    );
  });
});
