/** docs/behaviour.md §9: realtime events are collected for 20 ms, then applied together. */
export const BATCH_WINDOW_MS = 20;

export interface EventBuffer<T> {
  push(event: T): void;
  /** Drops what is pending (the socket stopped). */
  clear(): void;
}

/**
 * A fixed window, not a debounce: the first event opens it and the batch is flushed when it closes,
 * so a steady stream of events (a disk scan) still refreshes every 20 ms instead of never.
 */
export function createEventBuffer<T>(
  flush: (events: T[]) => void,
  windowMs = BATCH_WINDOW_MS,
): EventBuffer<T> {
  let pending: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(event) {
      pending.push(event);
      timer ??= setTimeout(() => {
        timer = undefined;
        const events = pending;
        pending = [];
        flush(events);
      }, windowMs);
    },
    clear() {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}
