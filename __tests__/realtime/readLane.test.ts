import {
  createReadLane,
  ENTITY_READ_GAP_MS,
  HIDDEN_READ_GAP_MS,
} from '../../src/realtime/readLane';

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

describe('an entity read lane paced by what rows show', () => {
  /** A lane whose shown ids the test sets; reads answer at once. */
  function pacedLane() {
    const calls: { ids: number[]; at: number }[] = [];
    const shown = new Set<number>();
    const lane = createReadLane(
      (ids) => {
        calls.push({ ids, at: Date.now() });
        return Promise.resolve();
      },
      { isShown: (id) => shown.has(id) },
    );
    return { calls, shown, lane, ids: () => calls.map((call) => call.ids) };
  }
  /** Lets answered reads finish, then moves the clock. */
  async function elapse(ms: number) {
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(ms);
  }

  it('reads a hidden id at once after a quiet time, then hidden ids at most once per hidden gap', async () => {
    const { lane, ids } = pacedLane();
    lane.add([1]);
    expect(ids()).toEqual([[1]]);
    await elapse(ENTITY_READ_GAP_MS);
    lane.add([2]);
    await elapse(HIDDEN_READ_GAP_MS - ENTITY_READ_GAP_MS - 1);
    lane.add([3, 2]);
    expect(ids()).toEqual([[1]]);
    await elapse(1);
    expect(ids()).toEqual([[1], [2, 3]]);
  });

  it('reads a shown id within the shown gap and takes the hidden ids waiting along', async () => {
    const { lane, ids, shown, calls } = pacedLane();
    shown.add(7);
    lane.add([1]);
    await elapse(200);
    lane.add([2, 3]);
    await elapse(200);
    lane.add([7]);
    expect(ids()).toEqual([[1]]);
    await elapse(ENTITY_READ_GAP_MS - 400);
    expect(ids()).toEqual([[1], [2, 3, 7]]);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBe(ENTITY_READ_GAP_MS);
    // Nothing waits any more: no read of the same ids later.
    await elapse(2 * HIDDEN_READ_GAP_MS);
    expect(ids()).toHaveLength(2);
  });

  it('reads a shown id at once when the last read is a gap old', async () => {
    const { lane, ids, shown } = pacedLane();
    lane.add([1]);
    await elapse(ENTITY_READ_GAP_MS + 500);
    shown.add(9);
    lane.add([9]);
    expect(ids()).toEqual([[1], [9]]);
  });

  it('hurries a waiting id whose row mounts, and reads it once', async () => {
    const { lane, ids, shown } = pacedLane();
    lane.add([1]);
    await elapse(100);
    lane.add([4, 5]);
    await elapse(1500);
    expect(ids()).toEqual([[1]]);
    // The row of 5 mounts (a season opened): 5 has waited past the shown gap, so it goes now.
    shown.add(5);
    lane.shown(5);
    expect(ids()).toEqual([[1], [4, 5]]);
    // A row of an id that does not wait changes nothing.
    shown.add(8);
    lane.shown(8);
    await elapse(2 * HIDDEN_READ_GAP_MS);
    expect(ids()).toEqual([[1], [4, 5]]);
  });

  it('falls back to the hidden gap when the row unmounts before the read', async () => {
    const { lane, ids, shown } = pacedLane();
    lane.add([1]);
    await elapse(100);
    shown.add(6);
    lane.add([6]);
    shown.delete(6);
    await elapse(ENTITY_READ_GAP_MS);
    expect(ids()).toEqual([[1]]);
    await elapse(HIDDEN_READ_GAP_MS - ENTITY_READ_GAP_MS - 100);
    expect(ids()).toEqual([[1], [6]]);
  });

  it('over a 3-minute scan of mostly hidden episodes stays far under one read a second, losing none', async () => {
    const { lane, calls, shown } = pacedLane();
    // One in ten episodes is on screen (the open season).
    for (let id = 0; id < 1080; id += 10) shown.add(id);
    const addedAt = new Map<number, number>();
    for (let id = 0; id < 1080; id += 1) {
      addedAt.set(id, Date.now());
      lane.add([id]);
      await elapse(166);
    }
    await elapse(HIDDEN_READ_GAP_MS);
    const readAt = new Map<number, number>();
    calls.forEach(({ ids, at }) => ids.forEach((id) => readAt.set(id, at)));
    for (const [id, at] of addedAt) {
      expect(readAt.get(id)).toBeGreaterThanOrEqual(at);
      const lag = (readAt.get(id) ?? Number.POSITIVE_INFINITY) - at;
      expect(lag).toBeLessThanOrEqual(shown.has(id) ? ENTITY_READ_GAP_MS : HIDDEN_READ_GAP_MS);
    }
    // Each id read once.
    expect(calls.flatMap(({ ids }) => ids)).toHaveLength(1080);
    // 180 s of events: the shown ids come every 1.66 s, each read on its own; nothing more is needed.
    expect(calls.length).toBeLessThanOrEqual(109);
  });
});
