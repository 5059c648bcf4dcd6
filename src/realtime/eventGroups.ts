import {
  parseSocketEvent,
  type SocketEvent,
  type SocketEventAction,
  type SocketEventType,
} from './socketEvents';

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

/** A flushed batch as the socket delivered it: malformed events dropped, the rest grouped. */
export function groupRawEvents(raw: readonly unknown[]): EventGroup[] {
  return groupEvents(
    raw.map(parseSocketEvent).filter((event): event is SocketEvent => event !== null),
  );
}
