import { createReadLane, ENTITY_READ_GAP_MS } from '../../src/realtime/readLane';

/** A read function whose answers the test releases one by one. */
function controlledReads() {
  const calls: number[][] = [];
  const answers: (() => void)[] = [];
  const read = (ids: number[]) => {
    calls.push(ids);
    return new Promise<void>((resolve) => answers.push(resolve));
  };
  /** Answers the oldest read still open, then lets its continuation run. */
  const answer = async () => {
    answers.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { calls, read, answer };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('an entity read lane', () => {
  it('reads the first ids at once', () => {
    const { calls, read } = controlledReads();
    createReadLane(read).add([1, 2]);
    expect(calls).toEqual([[1, 2]]);
  });

  it('keeps one read in flight and merges what arrives meanwhile, each id once', async () => {
    const { calls, read, answer } = controlledReads();
    const lane = createReadLane(read);
    lane.add([1]);
    lane.add([2, 3]);
    lane.add([3, 2, 4]);
    jest.advanceTimersByTime(5 * ENTITY_READ_GAP_MS);
    expect(calls).toEqual([[1]]);

    await answer();
    expect(calls).toEqual([[1], [2, 3, 4]]);
  });

  it('starts reads at most once per gap, however fast events come', async () => {
    const { calls, read, answer } = controlledReads();
    const lane = createReadLane(read);
    lane.add([1]);
    await answer();
    lane.add([2]);
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(ENTITY_READ_GAP_MS - 1);
    lane.add([3]);
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([[1], [2, 3]]);
  });

  it('loses no id over a long stream: every id added is read after it was added', async () => {
    const { calls, read, answer } = controlledReads();
    const lane = createReadLane(read);
    const addedAt = new Map<number, number>();
    for (let id = 1; id <= 600; id += 1) {
      addedAt.set(id, calls.length);
      lane.add([id]);
      jest.advanceTimersByTime(166);
      if (id % 3 === 0) await answer();
    }
    // The stream ends: answer until the lane is idle.
    for (let rounds = 0; rounds < 10; rounds += 1) {
      jest.advanceTimersByTime(ENTITY_READ_GAP_MS);
      await answer();
    }
    const readIn = new Map<number, number>();
    calls.forEach((ids, index) => ids.forEach((id) => readIn.set(id, index)));
    for (const [id, callsBefore] of addedAt)
      expect(readIn.get(id)).toBeGreaterThanOrEqual(callsBefore);
    // 100 s of events at 6 a second: about one read a second, not one per event.
    expect(calls.length).toBeLessThanOrEqual(101);
  });

  it('forgets deleted ids and everything on clear', async () => {
    const { calls, read, answer } = controlledReads();
    const lane = createReadLane(read);
    lane.add([1]);
    lane.add([2, 3]);
    lane.forget([2]);
    await answer();
    jest.advanceTimersByTime(ENTITY_READ_GAP_MS);
    expect(calls).toEqual([[1], [3]]);

    lane.add([4]);
    lane.clear();
    await answer();
    jest.advanceTimersByTime(10 * ENTITY_READ_GAP_MS);
    expect(calls).toEqual([[1], [3]]);
    // After a clear the lane starts afresh.
    lane.add([5]);
    expect(calls).toEqual([[1], [3], [5]]);
  });

  it('goes on after a failed read', async () => {
    const calls: number[][] = [];
    const lane = createReadLane((ids) => {
      calls.push(ids);
      return Promise.reject(new Error('offline'));
    });
    lane.add([1]);
    lane.add([2]);
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(ENTITY_READ_GAP_MS);
    expect(calls).toEqual([[1], [2]]);
  });
});
