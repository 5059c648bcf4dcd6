/** @jest-environment node */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { endpoints } from '../../src/api';
import { baseApi } from '../../src/api/baseApi';
import { authChanged } from '../../src/app/authSlice';
import { makeStore } from '../../src/app/store';
import { createDemoBackend, type DemoBackend } from '../../src/demo/backend';
import { startServer, type RunningDemoServer } from '../../src/demo/server';
import type { UiSource } from '../../src/demo/ui';
import { createPollingSocket, type PollingOptions } from '../../src/realtime/pollingSocket';
import { selectConnectionState } from '../../src/realtime/realtimeSlice';
import {
  connectWithSocketIo,
  type RealtimeSocket,
  type SocketFactory,
} from '../../src/realtime/socket';

// Our socket.io client against the real socket.io server (the demo backend's, and a bare one), on
// long-polling only: the proof that it speaks the protocol. The websocket upgrade fails on a real Bazarr,
// so polling alone has to carry the app.
const API_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const noUi: UiSource = {
  middleware: (_req, _res, next) => next(),
  template: async () => '<html></html>',
  close: async () => undefined,
};
/** Short retry delays, so that the tests do not wait for seconds. */
const QUICK: PollingOptions = { reconnectionDelay: 50, reconnectionDelayMax: 100 };

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

describe('the app on the demo backend', () => {
  let backend: DemoBackend;
  let server: RunningDemoServer;
  let origin: string;

  beforeEach(async () => {
    backend = createDemoBackend({ size: 'small', apiKey: API_KEY, restartMs: 300 });
    server = await startServer({ backend, ui: noUi, port: 0, control: false });
    origin = `http://127.0.0.1:${server.port}`;
  });
  afterEach(() => server.close());

  /** A store as the app makes it, its socket on the demo backend (the app's own factory unless given one). */
  function connectedStore(factory: SocketFactory = connectWithSocketIo) {
    const store = makeStore({
      environment: { baseUrl: origin, apiKey: API_KEY, canUpdate: false, hasUpdate: false },
      // Outside a browser there is no page origin: the address is the test server's.
      socketFactory: (_url, options) => factory(origin, { ...options, path: '/api/socket.io' }),
    });
    const state = () => selectConnectionState(store.getState());
    // Every state in turn: some last less than a look every 20 ms can catch.
    const states: string[] = [];
    store.subscribe(() => {
      if (states.at(-1) !== state()) states.push(state());
    });
    const stop = async () => {
      store.dispatch(authChanged(false));
      // Clears the cache's removal timers, which would keep Node running for a minute.
      store.dispatch(baseApi.util.resetApiState());
      // The client says goodbye with one more request; let it reach the server before the end.
      await waitFor(() => expect(server.io.engine.clientsCount).toBe(0));
    };
    return { store, state, states, stop };
  }

  const quickFactory =
    (options: PollingOptions = {}): SocketFactory =>
    (url, { path }) =>
      createPollingSocket(`${url}${path}/`, { ...QUICK, ...options });

  const badgeRequests = () =>
    backend.control.requests.filter((request) => request.path === '/api/badges').length;

  /** The Engine.IO sessions of the connected clients. */
  const sessions = () => [...server.io.of('/').sockets.values()].map((socket) => socket.conn);

  it('connects over polling, applies events and recovers after a backend restart', async () => {
    const { store, state, stop } = connectedStore();
    try {
      const badges = store.dispatch(endpoints.getBadges.initiate());
      await badges.unwrap();
      await waitFor(() => expect(state()).toBe('online'));
      expect(sessions().map((session) => session.transport.name)).toEqual(['polling']);

      backend.control.emit({ type: 'badges', action: 'update', payload: null });
      await waitFor(() => expect(badgeRequests()).toBe(2));

      backend.control.restart();
      await waitFor(() => expect(state()).toBe('offline'));
      // The app's own delays: about 1 s, then 2 s, while the backend is down for 300 ms.
      await waitFor(() => expect(state()).toBe('online'), { timeout: 5000 });
      // Back online: what is shown is fetched again.
      await waitFor(() => expect(badgeRequests()).toBe(3));
      badges.unsubscribe();
    } finally {
      await stop();
    }
  });

  it('comes back after the server closes the transport, or disconnects the client on purpose', async () => {
    const { store, state, states, stop } = connectedStore(quickFactory());
    try {
      store.dispatch(authChanged(true));
      await waitFor(() => expect(state()).toBe('online'));
      const [first] = sessions();

      // 'transport close': the client retries by itself, from a new handshake.
      server.dropSockets();
      await waitFor(() => expect(state()).toBe('offline'));
      await waitFor(() => expect(state()).toBe('online'));
      expect(sessions()).toHaveLength(1);
      expect(sessions()[0]).not.toBe(first);

      // 'io server disconnect': the app connects again itself (realtimeConnection), at once.
      states.length = 0;
      server.io.disconnectSockets();
      await waitFor(() => expect(states).toEqual(['offline', 'online']));
      expect(server.io.of('/').sockets.size).toBe(1);
      // The session left behind was closed by the client, not by the server's ping timeout.
      await waitFor(() => expect(server.io.engine.clientsCount).toBe(1));
    } finally {
      await stop();
    }
  });

  it("starts a new session when the server answers 'Session ID unknown'", async () => {
    let forget = false;
    const statuses: number[] = [];
    // As after a restart of Bazarr between two polls: the session id the client holds is unknown.
    const forgetful: typeof fetch = async (input, init) => {
      const url = forget ? String(input).replace(/sid=[^&]+/, 'sid=forgotten') : String(input);
      const response = await fetch(url, init);
      if (url.includes('sid=forgotten')) statuses.push(response.status);
      return response;
    };
    const { store, state, stop } = connectedStore(quickFactory({ fetch: forgetful }));
    try {
      store.dispatch(authChanged(true));
      await waitFor(() => expect(state()).toBe('online'));
      const [known] = sessions();
      forget = true;
      // The next poll carries the unknown id: an event makes the pending one answer.
      backend.control.emit({ type: 'badges', action: 'update', payload: null });
      await waitFor(() => expect(statuses).toContain(400));
      forget = false;
      // After a real restart the old session is gone with the process; here the server still holds it.
      known?.close(true);
      await waitFor(() => expect(state()).toBe('online'));
      await waitFor(() => expect(server.io.of('/').sockets.size).toBe(1));
    } finally {
      await stop();
    }
  });
});

describe('a bare socket.io server with quick pings', () => {
  let http: HttpServer;
  let io: SocketServer;
  let endpoint: string;
  let socket: RealtimeSocket | undefined;

  beforeEach(async () => {
    http = createServer();
    io = new SocketServer(http, { transports: ['polling'], pingInterval: 60, pingTimeout: 60 });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(http.address() as AddressInfo).port}/socket.io/`;
  });
  afterEach(async () => {
    // Also after a failed test: a socket left retrying would keep Node running.
    socket?.disconnect();
    io.close();
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });

  it('answers pings, delivers a burst of events in order, and leaves the namespace on disconnect', async () => {
    socket = createPollingSocket(endpoint, QUICK);
    const events: unknown[] = [];
    const seen: string[] = [];
    socket.on('connect', () => seen.push('connect'));
    socket.on('disconnect', (reason) => seen.push(reason));
    socket.on('connect_error', (error) => seen.push(error.message));
    socket.on('data', (event) => events.push(event));
    const serverSide = new Promise<{ leave: Promise<string> }>((resolve) =>
      io.on('connection', (client) =>
        resolve({ leave: new Promise((left) => client.on('disconnect', left)) }),
      ),
    );
    socket.connect();
    const { leave } = await serverSide;
    await waitFor(() => expect(seen).toEqual(['connect']));

    // A dozen pings (every 60 ms, 60 ms to answer): the pongs keep the session.
    const sessions = () => [...io.of('/').sockets.values()].map((client) => client.conn);
    const [session] = sessions();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(seen).toEqual(['connect']);
    expect(sessions()).toHaveLength(1);
    expect(sessions()[0]).toBe(session);

    // Text beyond ASCII, and more events at once than one poll takes: all of them, in order.
    for (let n = 0; n < 50; n += 1)
      io.emit('data', { type: 'message', payload: `Amélie 日本 🎬 ${n}` });
    io.emit('other', { ignored: true });
    await waitFor(() => expect(events).toHaveLength(50));
    expect(events).toEqual(
      Array.from({ length: 50 }, (_, n) => ({ type: 'message', payload: `Amélie 日本 🎬 ${n}` })),
    );

    socket.disconnect();
    expect(await leave).toBe('client namespace disconnect');
    await waitFor(() => expect(io.engine.clientsCount).toBe(0));
    expect(socket.active).toBe(false);
  });
});
