import type { SocketEvent, SocketEventAction, SocketEventType } from './socketEvents';

/** SPEC §9: realtime events are collected for 20 ms, then applied together. */
export const BATCH_WINDOW_MS = 20;

/** All payloads of one type and action within a batch, duplicates removed, in arrival order. */
export interface EventGroup {
  type: SocketEventType;
  action: SocketEventAction;
  payloads: unknown[];
}

/** Groups by type and action; ids and texts repeat often (a scan sends each episode several times). */
export function groupEvents(events: readonly SocketEvent[]): EventGroup[] {
  const groups = new Map<string, EventGroup & { seen: Set<unknown> }>();
  for (const event of events) {
    const key = `${event.type}/${event.action}`;
    let group = groups.get(key);
    if (!group) {
      group = { type: event.type, action: event.action, payloads: [], seen: new Set() };
      groups.set(key, group);
    }
    if (event.payload === null) continue;
    // Objects (progress) are kept as they come; their handler keeps the latest per id.
    const isPrimitive = typeof event.payload !== 'object';
    if (isPrimitive && group.seen.has(event.payload)) continue;
    if (isPrimitive) group.seen.add(event.payload);
    group.payloads.push(event.payload);
  }
  return [...groups.values()].map(({ type, action, payloads }) => ({ type, action, payloads }));
}

export interface EventBuffer {
  push(event: SocketEvent): void;
  /** Drops what is pending (the socket stopped). */
  clear(): void;
}

/**
 * A fixed window, not a debounce: the first event opens it and the batch is flushed when it closes,
 * so a steady stream of events (a disk scan) still refreshes every 20 ms instead of never.
 */
export function createEventBuffer(
  flush: (groups: EventGroup[]) => void,
  windowMs = BATCH_WINDOW_MS,
): EventBuffer {
  let pending: SocketEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(event) {
      pending.push(event);
      timer ??= setTimeout(() => {
        timer = undefined;
        const events = pending;
        pending = [];
        flush(groupEvents(events));
      }, windowMs);
    },
    clear() {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}
