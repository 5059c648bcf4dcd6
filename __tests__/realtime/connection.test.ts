import { endpoints } from '../../src/api';
import { authChanged } from '../../src/api/authSlice';
import { FAILED_ATTEMPTS_BEFORE_ERROR } from '../../src/realtime/realtimeConnection';
import {
  selectConnectionState,
  selectCriticalError,
  selectIsBackendOffline,
} from '../../src/realtime/realtimeSlice';
import { setupDemoServer, TEST_ENVIRONMENT } from '../support/render';
import { connectRealtime, makeTestStore, waitForStore, type TestStore } from './support';

const { backend } = setupDemoServer();

const connection = (store: TestStore) => selectConnectionState(store.getState());

const pendingQueries = (store: TestStore) =>
  Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending');

const requestsTo = (path: string) =>
  backend.control.requests.filter((request) => request.path === path).length;

describe('realtime connection', () => {
  it('starts when the user is authenticated, at {base}/api/socket.io, polling first', () => {
    const store = makeTestStore({ ...TEST_ENVIRONMENT, baseUrl: '/bazarr' });
    expect(store.sockets.sockets).toEqual([]);
    expect(connection(store)).toBe('idle');

    store.dispatch(authChanged(true));
    const socket = store.sockets.latest();
    expect(socket.url).toBe(window.location.origin);
    expect(socket.options).toEqual(
      expect.objectContaining({
        path: '/bazarr/api/socket.io',
        transports: ['polling', 'websocket'],
        forceNew: true,
      }),
    );
    expect(socket.connectCalls).toBe(1);

    socket.emit('connect');
    expect(connection(store)).toBe('online');
    // A second 'authenticated' does not open a second socket.
    store.dispatch(authChanged(true));
    expect(store.sockets.sockets).toHaveLength(1);
  });

  it('starts after the first successful API answer', async () => {
    const store = makeTestStore();
    store.dispatch(endpoints.getBadges.initiate());
    await waitForStore(store, () => expect(store.sockets.sockets).toHaveLength(1));
  });

  it('stops on logout and starts a new socket on the next login', () => {
    const store = makeTestStore();
    const { socket } = connectRealtime(store);

    store.dispatch(authChanged(false));
    expect(socket.disconnected).toBe(true);
    expect(socket.listeners.size).toBe(0);
    expect(connection(store)).toBe('idle');

    store.dispatch(authChanged(true));
    expect(store.sockets.sockets).toHaveLength(2);
  });

  it('goes offline when the backend drops, and online again when it is back', () => {
    const store = makeTestStore();
    const { socket } = connectRealtime(store);

    socket.emit('disconnect', 'transport close');
    expect(connection(store)).toBe('offline');
    expect(selectIsBackendOffline(store.getState())).toBe(true);
    expect(selectCriticalError(store.getState())).toBeNull();

    socket.emit('connect');
    expect(connection(store)).toBe('online');
    expect(selectIsBackendOffline(store.getState())).toBe(false);
  });

  it("reports 'Cannot connect to backend' after repeated failures, and recovers without a reload", () => {
    const store = makeTestStore();
    const { socket } = connectRealtime(store);
    socket.emit('disconnect', 'transport error');

    for (let attempt = 1; attempt < FAILED_ATTEMPTS_BEFORE_ERROR; attempt += 1)
      socket.emit('connect_error', new Error('xhr poll error'));
    expect(connection(store)).toBe('offline');
    expect(selectCriticalError(store.getState())).toBeNull();

    socket.emit('connect_error', new Error('xhr poll error'));
    expect(connection(store)).toBe('error');
    expect(selectCriticalError(store.getState())).toBe('Cannot connect to backend');

    socket.emit('connect');
    expect(connection(store)).toBe('online');
    expect(selectCriticalError(store.getState())).toBeNull();
  });

  it('reports the error at once when the socket gives up', () => {
    const store = makeTestStore();
    const { socket } = connectRealtime(store);
    socket.active = false;
    socket.emit('connect_error', new Error('refused'));
    expect(selectCriticalError(store.getState())).toBe('Cannot connect to backend');
  });

  it('reconnects by itself when the server closed the connection', () => {
    const store = makeTestStore();
    const { socket } = connectRealtime(store);
    socket.emit('disconnect', 'io server disconnect');
    expect(socket.connectCalls).toBe(2);
  });

  it('refreshes what is shown after a reconnection, not after the first connection', async () => {
    const store = makeTestStore();
    store.dispatch(endpoints.getBadges.initiate());
    store.dispatch(endpoints.getWantedEpisodes.initiate({ start: 0, length: 25 }));
    // Never stale (docs/behaviour.md §9), and refetching would reset a settings form being edited.
    store.dispatch(endpoints.getSettings.initiate());
    await waitForStore(store, () => expect(requestsTo('/api/episodes/wanted')).toBe(1));
    await waitForStore(store, () => expect(requestsTo('/api/system/settings')).toBe(1));
    await waitForStore(store, () => expect(requestsTo('/api/badges')).toBe(1));
    const { socket } = connectRealtime(store);
    // A refetch would have started at once: both queries would be pending.
    expect(pendingQueries(store)).toEqual([]);

    socket.emit('disconnect', 'transport close');
    socket.emit('connect');
    expect(pendingQueries(store)).toHaveLength(2);
    await waitForStore(store, () => {
      expect(requestsTo('/api/badges')).toBe(2);
      expect(requestsTo('/api/episodes/wanted')).toBe(2);
    });
    expect(pendingQueries(store)).toEqual([]);
    expect(requestsTo('/api/system/settings')).toBe(1);
  });
});
