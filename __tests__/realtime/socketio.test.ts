/** @jest-environment node */
import { io } from 'socket.io-client';
import { endpoints } from '../../src/api';
import { baseApi } from '../../src/api/baseApi';
import { authChanged } from '../../src/api/authSlice';
import { makeStore } from '../../src/app/store';
import { createDemoBackend, type DemoBackend } from '../../src/demo/core/backend';
import { startServer, type RunningDemoServer } from '../../src/demo/server/server';
import type { UiSource } from '../../src/demo/server/ui';
import { selectConnectionState } from '../../src/realtime/realtimeSlice';
import type { SocketFactory } from '../../src/realtime/socket';

// The real socket.io client against the demo backend's real socket.io server, on long-polling only:
// the websocket upgrade fails on a real Bazarr, so polling alone has to carry the app.
const API_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const noUi: UiSource = {
  middleware: (_req, _res, next) => next(),
  template: async () => '<html></html>',
  close: async () => undefined,
};

let backend: DemoBackend;
let server: RunningDemoServer;
let origin: string;

beforeEach(async () => {
  backend = createDemoBackend({ size: 'small', apiKey: API_KEY, restartMs: 300 });
  server = await startServer({ backend, ui: noUi, port: 0, control: false });
  origin = `http://127.0.0.1:${server.port}`;
});
afterEach(() => server.close());

function connectedStore() {
  const sockets: ReturnType<typeof io>[] = [];
  // The app's options, on polling alone, with short retry delays so the test does not wait for seconds.
  const pollingOnly: SocketFactory = (_url, options) => {
    const socket = io(origin, {
      ...options,
      transports: ['polling'],
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
    });
    sockets.push(socket);
    return socket;
  };
  const store = makeStore({
    environment: { baseUrl: origin, apiKey: API_KEY, canUpdate: false, hasUpdate: false },
    socketFactory: (url, options) => pollingOnly(url, { ...options, path: '/api/socket.io' }),
  });
  const stop = () => {
    store.dispatch(authChanged(false));
    // Clears the cache's removal timers, which would keep Node running for a minute.
    store.dispatch(baseApi.util.resetApiState());
  };
  return { store, stop, sockets };
}

/** Testing Library's waitFor needs a document; this one only retries the expectation. */
async function waitFor(expectation: () => void, { timeout = 2000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      expectation();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const badgeRequests = () =>
  backend.control.requests.filter((request) => request.path === '/api/badges').length;

it('connects over polling, applies events and recovers after a backend restart', async () => {
  const { store, stop, sockets } = connectedStore();
  try {
    const badges = store.dispatch(endpoints.getBadges.initiate());
    await badges.unwrap();
    await waitFor(() => expect(selectConnectionState(store.getState())).toBe('online'));
    expect(sockets[0]?.io.engine.transport.name).toBe('polling');

    backend.control.emit({ type: 'badges', action: 'update', payload: null });
    await waitFor(() => expect(badgeRequests()).toBe(2));

    backend.control.restart();
    await waitFor(() => expect(selectConnectionState(store.getState())).toBe('offline'));
    await waitFor(() => expect(selectConnectionState(store.getState())).toBe('online'), {
      timeout: 5000,
    });
    // Back online: what is shown is fetched again.
    await waitFor(() => expect(badgeRequests()).toBe(3));
    badges.unsubscribe();
  } finally {
    stop();
    // The client says goodbye with one more polling request; let it reach the server before the end.
    await waitFor(() => expect(server.io.engine.clientsCount).toBe(0));
  }
});
