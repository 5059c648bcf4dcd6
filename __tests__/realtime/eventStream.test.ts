import { waitFor } from '@testing-library/react';
import { endpoints } from '../../src/api';
import { episodesSelectors } from '../../src/entities/episodesSlice';
import { badges } from '../../src/demo/core/routes/system';
import type { RouteContext } from '../../src/demo/core/routes/context';
import { shownEntitiesOf } from '../../src/lib/shownEntities';
import { HIDDEN_READ_GAP_MS } from '../../src/realtime/readLane';
import { BADGES_REFRESH_GAP_MS } from '../../src/realtime/tagThrottle';
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
    // Rows show a third of the episodes (the open season); a closed season opens in the middle of the stream.
    const shown = store.dispatch(shownEntitiesOf());
    const third = Math.ceil(episodeIds.length / 3);
    shown.show('episode', episodeIds.slice(0, third));
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
    shown.show('episode', episodeIds.slice(third, 2 * third));
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
      { timeout: HIDDEN_READ_GAP_MS + BADGES_REFRESH_GAP_MS },
    );
    unplug();

    // 80 events over 2 s: episode reads paced one a second while shown rows wait (plus the first and the
    // last), badges at most one per 5 s plus the last, instead of one read per event.
    const reads = (path: string) =>
      backend.control.requests.filter((request) => request.path === path);
    expect(reads('/api/episodes').length).toBeLessThanOrEqual(5);
    expect(reads('/api/badges').length).toBeLessThanOrEqual(2);
    // Each read asks for an episode at most once, and no event has its episode read twice.
    for (const request of reads('/api/episodes')) {
      const ids = request.query['episodeid[]'] ?? [];
      expect(new Set(ids).size).toBe(ids.length);
    }
    const count = (ids: readonly (number | string)[]) => {
      const counts = new Map<number, number>();
      ids.forEach((id) => counts.set(Number(id), (counts.get(Number(id)) ?? 0) + 1));
      return counts;
    };
    const events = count([...schedule.map((item) => item.episodeId), ...renamed]);
    const asked = count(
      reads('/api/episodes').flatMap((request) => request.query['episodeid[]'] ?? []),
    );
    for (const [id, times] of asked) expect(times).toBeLessThanOrEqual(events.get(id) ?? 0);
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
