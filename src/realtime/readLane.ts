/**
 * Under a stream of events (a disk scan sends about 6 a second), entity reads are paced: at most one a second
 * per kind, and the first one at once. A row is at most one gap plus one round trip behind its event.
 */
export const ENTITY_READ_GAP_MS = 1000;

export interface ReadLane {
  /** Ids to read; merged with the ids already waiting, each read once. */
  add(ids: readonly number[]): void;
  /** Ids that no longer need a read (deleted meanwhile). */
  forget(ids: readonly number[]): void;
  /** Drops what waits (the socket stopped). */
  clear(): void;
  /** Whether the id waits for a read, or a read of it started at `since` or later. */
  covers(id: number, since: number): boolean;
}

/**
 * One read in flight at a time: ids arriving meanwhile wait and go out together in the next read, which starts
 * when the previous one has answered and at least `gapMs` after it started.
 */
export function createReadLane(
  read: (ids: number[]) => PromiseLike<unknown>,
  gapMs = ENTITY_READ_GAP_MS,
): ReadLane {
  const waiting = new Set<number>();
  // When each id's latest read started; kept a minute, the longest a write waits for its events.
  const lastRead = new Map<number, number>();
  let inFlight = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Bumped by clear(): a read that answers after it must not start the next one.
  let generation = 0;

  function start() {
    const ids = [...waiting];
    waiting.clear();
    inFlight = true;
    lastStart = Date.now();
    for (const [id, at] of lastRead) if (at < lastStart - 60_000) lastRead.delete(id);
    ids.forEach((id) => lastRead.set(id, lastStart));
    const started = generation;
    const done = () => {
      if (started !== generation) return;
      inFlight = false;
      kick();
    };
    read(ids).then(done, done);
  }

  function kick() {
    if (inFlight || timer !== undefined || waiting.size === 0) return;
    const wait = lastStart + gapMs - Date.now();
    if (wait <= 0) start();
    else
      timer = setTimeout(() => {
        timer = undefined;
        kick();
      }, wait);
  }

  return {
    add(ids) {
      ids.forEach((id) => waiting.add(id));
      kick();
    },
    forget(ids) {
      ids.forEach((id) => waiting.delete(id));
    },
    covers(id, since) {
      return waiting.has(id) || (lastRead.get(id) ?? Number.NEGATIVE_INFINITY) >= since;
    },
    clear() {
      generation += 1;
      lastRead.clear();
      clearTimeout(timer);
      timer = undefined;
      waiting.clear();
      inFlight = false;
    },
  };
}
