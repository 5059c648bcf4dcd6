/**
 * Under a stream of events (a disk scan sends about 6 a second), entity reads are paced: at most one a second
 * per kind while an id waiting for it is shown, the first one at once. A shown row is at most one gap plus one
 * round trip behind its event.
 */
export const ENTITY_READ_GAP_MS = 1000;

/**
 * Ids no row shows wait up to 5 s, merged: the store still gets every change (counts, a row mounted later), for
 * a fifth of the reads. They also go out with the next read of a shown id.
 */
export const HIDDEN_READ_GAP_MS = 5000;

export interface ReadLane {
  /** Ids to read; merged with the ids already waiting, each read once. */
  add(ids: readonly number[]): void;
  /** Ids that no longer need a read (deleted meanwhile). */
  forget(ids: readonly number[]): void;
  /** A row showing the id mounted: if the id waits, it goes out at the pace of shown ids. */
  shown(id: number): void;
  /** Drops what waits (the socket stopped). */
  clear(): void;
  /** Whether the id waits for a read, or a read of it started at `since` or later. */
  covers(id: number, since: number): boolean;
}

export interface ReadPace {
  /** Whether a row shows the id now (by default every id counts as shown). */
  isShown?: (id: number) => boolean;
  gapMs?: number;
  hiddenGapMs?: number;
}

/**
 * One read in flight at a time: ids arriving meanwhile wait and go out together in the next read, which starts
 * when the previous one has answered and at least a gap after it started: `gapMs` when a waiting id is shown,
 * `hiddenGapMs` when none is.
 */
export function createReadLane(
  read: (ids: number[]) => PromiseLike<unknown>,
  {
    isShown = () => true,
    gapMs = ENTITY_READ_GAP_MS,
    hiddenGapMs = HIDDEN_READ_GAP_MS,
  }: ReadPace = {},
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

  /** Starts the next read now or sets the timer for it (again: a shown id may have made it due sooner). */
  function kick() {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight || waiting.size === 0) return;
    const gap = [...waiting].some(isShown) ? gapMs : hiddenGapMs;
    const wait = lastStart + gap - Date.now();
    if (wait <= 0) start();
    else timer = setTimeout(kick, wait);
  }

  return {
    add(ids) {
      ids.forEach((id) => waiting.add(id));
      kick();
    },
    forget(ids) {
      ids.forEach((id) => waiting.delete(id));
    },
    shown(id) {
      if (waiting.has(id)) kick();
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
