import { baseApi, TAG_TYPES, type TagType } from '../api/baseApi';
import { createEventBuffer } from './eventBatch';
import type { StoreAccess } from './entityRefresh';
import { connectionChanged, selectConnectionState, type ConnectionState } from './realtimeSlice';
import type { WrittenEntities } from '../api/entityActions';
import type { EventApplier } from './refreshTable';
import type { RealtimeSocket, RealtimeSocketOptions, SocketFactory } from './socket';

/**
 * Failed attempts in a row before 'Cannot connect to backend'. socket.io retries with a 1-5 s backoff,
 * so this is about 15 s: long enough for Bazarr to restart without the error screen flashing by.
 */
export const FAILED_ATTEMPTS_BEFORE_ERROR = 5;

/**
 * What a reconnection refreshes: everything but the settings and language lists. Those are never stale
 * (docs/behaviour.md §9) and a refetch would reset a settings form the user is editing; their own events refresh them.
 */
const STALE_AFTER_OUTAGE = TAG_TYPES.filter(
  (tag: TagType) => tag !== 'Settings' && tag !== 'Languages' && tag !== 'LanguageProfiles',
);

export interface RealtimeConnection {
  start(): void;
  stop(): void;
  /** A write went through while online: see EventApplier.written. */
  written(entities: WrittenEntities & { at: number }): void;
}

/** The socket of one store: its lifecycle, its connection state in the store, and its batched events. */
export function createRealtimeConnection(
  store: StoreAccess,
  address: { url: string; options: RealtimeSocketOptions },
  socketFactory: SocketFactory,
): RealtimeConnection {
  let socket: RealtimeSocket | null = null;
  let failedAttempts = 0;
  let hasBeenOnline = false;
  // What events refresh loads once the socket connects, out of the first visit's chunk: no event comes before.
  // Batches flushed before it has loaded wait for it, in order.
  let applier: EventApplier | null = null;
  let waiting: unknown[][] = [];
  let loading: Promise<void> | null = null;
  const loadApplier = () =>
    (loading ??= import('./refreshTable')
      .then(({ createEventApplier }) => {
        applier = createEventApplier(store);
        waiting.forEach((batch) => applier?.apply(batch));
        waiting = [];
      })
      .catch(() => {
        // The chunk did not load (Bazarr went away meanwhile): the next start tries again.
        loading = null;
      }));
  // Raw events: parsing and grouping them are part of the chunk that loads beside socket.io.
  const buffer = createEventBuffer<unknown>((batch) => {
    if (applier) applier.apply(batch);
    else waiting.push(batch);
  });

  const setState = (state: ConnectionState) => {
    if (selectConnectionState(store.getState()) !== state) store.dispatch(connectionChanged(state));
  };

  function listen(current: RealtimeSocket) {
    current.on('connect', () => {
      // Events come once connected: their code loads then, after the first screen as the socket does.
      void loadApplier();
      failedAttempts = 0;
      setState('online');
      // Back after an outage: whatever is shown may have changed meanwhile. Invalidating whole tag types
      // refetches the shown queries and drops the hidden cached ones.
      if (hasBeenOnline) store.dispatch(baseApi.util.invalidateTags(STALE_AFTER_OUTAGE));
      hasBeenOnline = true;
    });
    current.on('disconnect', (reason) => {
      setState('offline');
      // socket.io retries by itself except when the server closed the connection on purpose.
      if (reason === 'io server disconnect') current.connect();
    });
    current.on('connect_error', () => {
      failedAttempts += 1;
      const gaveUp = !current.active;
      setState(gaveUp || failedAttempts >= FAILED_ATTEMPTS_BEFORE_ERROR ? 'error' : 'offline');
    });
    current.on('data', (raw) => buffer.push(raw));
  }

  return {
    written(entities) {
      if (socket) void loadApplier().then(() => applier?.written(entities));
    },
    start() {
      if (socket) return;
      socket = socketFactory(address.url, address.options);
      listen(socket);
      socket.connect();
    },
    stop() {
      if (!socket) return;
      socket.off();
      socket.disconnect();
      socket = null;
      buffer.clear();
      applier?.clear();
      waiting = [];
      failedAttempts = 0;
      hasBeenOnline = false;
      setState('idle');
    },
  };
}
