/** The event types Bazarr emits on its one socket event, `data` (api-samples/ENDPOINTS.md). */
export const SOCKET_EVENT_TYPES = [
  'series',
  'movie',
  'episode',
  'episode-wanted',
  'movie-wanted',
  'reset-episode-wanted',
  'reset-movie-wanted',
  'episode-history',
  'movie-history',
  'episode-blacklist',
  'movie-blacklist',
  'badges',
  'settings',
  'languages',
  'task',
  'message',
  'progress',
  // Bazarr 1.5.6: a backup was made (Backup Now, or the scheduled one).
  'backup',
  // Bazarr 1.5.3+: a job of its queue was added, moved, progressed, ended or removed.
  'jobs',
] as const;

export type SocketEventType = (typeof SOCKET_EVENT_TYPES)[number];
export type SocketEventAction = 'update' | 'delete';

export interface SocketEvent {
  type: SocketEventType;
  action: SocketEventAction;
  /** An id, null, a message text, or a progress object, depending on the type. */
  payload: unknown;
}

/** What a `progress` event carries. */
export interface ProgressPayload {
  id: string | number;
  header: string;
  name: string;
  value: number;
  count: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isEventType(value: unknown): value is SocketEventType {
  return typeof value === 'string' && (SOCKET_EVENT_TYPES as readonly string[]).includes(value);
}

/** Types already reported, so that a stream of them says so once. */
const reportedUnknown = new Set<string>();

/** In development, says once per type that an event is not handled (a newer Bazarr may send new ones). */
function reportUnknown(type: unknown): void {
  if (process.env.NODE_ENV === 'production' || typeof type !== 'string') return;
  if (reportedUnknown.has(type)) return;
  reportedUnknown.add(type);
  console.info(`Socket event type '${type}' is not handled; its events are dropped.`);
}

/** The server's data is untrusted: unknown types and malformed events are dropped. */
export function parseSocketEvent(raw: unknown): SocketEvent | null {
  if (!isRecord(raw)) return null;
  if (!isEventType(raw.type)) {
    reportUnknown(raw.type);
    return null;
  }
  if (raw.action !== 'update' && raw.action !== 'delete') return null;
  return { type: raw.type, action: raw.action, payload: raw.payload ?? null };
}

export function isProgressPayload(value: unknown): value is ProgressPayload {
  return (
    isRecord(value) &&
    (typeof value.id === 'string' || typeof value.id === 'number') &&
    typeof value.header === 'string' &&
    typeof value.name === 'string' &&
    typeof value.value === 'number' &&
    typeof value.count === 'number'
  );
}

/** Entity ids arrive as numbers (sometimes as numeric strings); anything else is ignored. */
export function toIds(payloads: readonly unknown[]): number[] {
  const ids = payloads
    .map((payload) =>
      typeof payload === 'string' && payload.trim() !== '' ? Number(payload) : payload,
    )
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
  return [...new Set(ids)];
}
