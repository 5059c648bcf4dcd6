import { shownEntitiesOf } from '../../src/lib/shownEntities';
import { createEntityReads } from '../../src/realtime/entityRefresh';
import { ENTITY_READ_GAP_MS, HIDDEN_READ_GAP_MS } from '../../src/realtime/readLane';
import { makeTestStore } from './support';

// The episode reads the lanes start, recorded instead of sent; each answers at once.
const episodeReads: number[][] = [];
jest.mock('../../src/api/episodes', () => ({
  ...jest.requireActual<object>('../../src/api/episodes'),
  refreshEpisodes: (ids: number[]) => () => {
    episodeReads.push(ids);
    return Promise.resolve();
  },
}));

beforeEach(() => {
  jest.useFakeTimers();
  episodeReads.length = 0;
});
afterEach(() => jest.useRealTimers());

async function elapse(ms: number) {
  await Promise.resolve();
  await Promise.resolve();
  jest.advanceTimersByTime(ms);
}

describe('entity reads paced by the rows of the store', () => {
  it('read what the mounted rows show within a second, the rest within five', async () => {
    const store = makeTestStore();
    const reads = createEntityReads(store);
    const shown = store.dispatch(shownEntitiesOf());
    const hideRow = shown.show('episode', [3]);

    reads.episode.add([1]);
    await elapse(100);
    reads.episode.add([3]);
    await elapse(ENTITY_READ_GAP_MS - 100);
    expect(episodeReads).toEqual([[1], [3]]);

    // Nobody shows 2: it waits for the hidden gap.
    reads.episode.add([2]);
    await elapse(HIDDEN_READ_GAP_MS - 1);
    expect(episodeReads).toEqual([[1], [3]]);
    await elapse(1);
    expect(episodeReads).toEqual([[1], [3], [2]]);

    // Once its row is gone, 3 waits like the others.
    hideRow();
    reads.episode.add([3]);
    await elapse(ENTITY_READ_GAP_MS);
    expect(episodeReads).toHaveLength(3);
  });

  it('read a waiting episode as soon as its row mounts (a season opened)', async () => {
    const store = makeTestStore();
    const reads = createEntityReads(store);
    const shown = store.dispatch(shownEntitiesOf());
    reads.episode.add([1]);
    await elapse(100);
    reads.episode.add([4, 5]);
    await elapse(ENTITY_READ_GAP_MS);
    expect(episodeReads).toEqual([[1]]);

    shown.show('episode', [10, 5]);
    expect(episodeReads).toEqual([[1], [4, 5]]);
    // A series row with the same id hurries no episode.
    reads.episode.add([10]);
    shown.show('series', [10]);
    expect(episodeReads).toHaveLength(2);
  });
});
