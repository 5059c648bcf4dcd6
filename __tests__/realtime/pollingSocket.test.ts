/** @jest-environment node */
import { createPollingSocket, type PollingOptions } from '../../src/realtime/pollingSocket';

// Our socket.io client against a fake fetch: the test plays the server, request by request.
const ENDPOINT = 'http://bazarr.test/bazarr/api/socket.io/';
const HANDSHAKE = `0${JSON.stringify({
  sid: 'S1d_-',
  upgrades: [],
  pingInterval: 25000,
  pingTimeout: 20000,
  maxPayload: 1000000,
})}`;

interface Call {
  method: string;
  url: URL;
  body?: string;
  init: RequestInit;
  respond(body: string, status?: number): void;
  /** A network failure: fetch rejects. */
  fail(): void;
}

/** A fetch whose answers the test gives. POSTs answer 'ok' at once unless `manualPosts`. */
function fakeFetch({ manualPosts = false } = {}) {
  const calls: Call[] = [];
  let taken = 0;
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const method = init.method ?? 'GET';
      const call: Call = {
        method,
        url: new URL(String(input)),
        body: init.body as string | undefined,
        init,
        // Not undici's Response: its body streams would wait on timers the tests fake.
        respond: (body, status = 200) =>
          resolve({ ok: status < 300, status, text: async () => body } as Response),
        fail: () => reject(new TypeError('Failed to fetch')),
      };
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
      calls.push(call);
      if (method === 'POST' && !manualPosts) call.respond('ok');
    });
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** The requests made since the last look. */
    newCalls(): Call[] {
      const fresh = calls.slice(taken);
      taken = calls.length;
      return fresh;
    },
    gets: () => calls.filter((call) => call.method === 'GET'),
    posts: () => calls.filter((call) => call.method === 'POST').map((call) => call.body),
    lastGet(): Call {
      const get = calls.filter((call) => call.method === 'GET').at(-1);
      if (!get) throw new Error('No GET yet');
      return get;
    },
  };
}

/** Lets the promises of the socket run (fetch answers, response bodies). */
async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** A socket on a fake fetch, recording what it emits. `random` 0.5: the delays without their spread. */
function setup(options: PollingOptions & { manualPosts?: boolean } = {}) {
  const server = fakeFetch(options);
  const socket = createPollingSocket(ENDPOINT, {
    fetch: server.fetch,
    random: () => 0.5,
    ...options,
  });
  const events: [string, unknown?][] = [];
  socket.on('connect', () => events.push(['connect']));
  socket.on('disconnect', (reason) => events.push(['disconnect', reason]));
  socket.on('connect_error', (error) => events.push(['connect_error', error.message]));
  socket.on('data', (payload) => events.push(['data', payload]));
  return { server, socket, events };
}

/** Connects: handshake, then the connect ack on the first poll. */
async function connected(options: PollingOptions & { manualPosts?: boolean } = {}) {
  const context = setup(options);
  context.socket.connect();
  context.server.lastGet().respond(HANDSHAKE);
  await settle();
  context.server.lastGet().respond('40{"sid":"namespace-sid"}');
  await settle();
  expect(context.events).toEqual([['connect']]);
  context.events.length = 0;
  context.server.newCalls();
  return context;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('our socket.io client on long-polling', () => {
  it('shakes hands, joins the namespace by POST and polls with the session id', async () => {
    const { server, socket, events } = setup();
    expect(socket.active).toBe(false);
    socket.connect();
    expect(socket.active).toBe(true);

    const [handshake] = server.newCalls();
    expect(handshake?.method).toBe('GET');
    expect(`${handshake?.url.origin}${handshake?.url.pathname}`).toBe(ENDPOINT);
    expect(handshake?.url.searchParams.get('EIO')).toBe('4');
    expect(handshake?.url.searchParams.get('transport')).toBe('polling');
    expect(handshake?.url.searchParams.get('t')).toBeTruthy();
    expect(handshake?.url.searchParams.has('sid')).toBe(false);
    handshake?.respond(HANDSHAKE);
    await settle();

    const [post, poll] = server.newCalls();
    expect(post?.method).toBe('POST');
    expect(post?.body).toBe('40');
    expect(post?.url.searchParams.get('sid')).toBe('S1d_-');
    expect(new Headers(post?.init.headers).get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(poll?.method).toBe('GET');
    expect(poll?.url.searchParams.get('sid')).toBe('S1d_-');
    // Same origin, like Bazarr's own UI: the page's cookies (fetch's default), never the API key.
    for (const call of server.calls) {
      expect(call.init.credentials).toBeUndefined();
      expect(new Headers(call.init.headers).has('x-api-key')).toBe(false);
      expect(call.url.search).not.toMatch(/apikey/i);
    }
    expect(events).toEqual([]);

    poll?.respond('40{"sid":"namespace-sid"}');
    await settle();
    expect(events).toEqual([['connect']]);
    // The next long poll is on its way.
    expect(server.newCalls().map((call) => call.method)).toEqual(['GET']);
  });

  it("delivers every 'data' event of a payload, in order, and ignores the rest", async () => {
    const { server, events } = await connected();
    server
      .lastGet()
      .respond(
        [
          '42["data",{"type":"series","action":"update","payload":[1,2]}]',
          '6',
          '42["other",{"type":"ignored"}]',
          '4217["data",{"type":"badges","action":"update","payload":null}]',
          '42["data",{"type":"movie","action":"delete","payload":[3]}]',
        ].join('\x1e'),
      );
    await settle();
    expect(events).toEqual([
      ['data', { type: 'series', action: 'update', payload: [1, 2] }],
      ['data', { type: 'badges', action: 'update', payload: null }],
      ['data', { type: 'movie', action: 'delete', payload: [3] }],
    ]);
    expect(server.newCalls().map((call) => call.method)).toEqual(['GET']);
  });

  it('answers a ping with a pong, and a ping keeps the connection alive', async () => {
    const { server, events } = await connected();
    jest.advanceTimersByTime(40000);
    server.lastGet().respond('2');
    await settle();
    expect(server.newCalls().map((call) => [call.method, call.body])).toEqual([
      ['POST', '3'],
      ['GET', undefined],
    ]);
    // 40 s after the ping, still inside pingInterval + pingTimeout (45 s).
    jest.advanceTimersByTime(40000);
    await settle();
    expect(events).toEqual([]);
  });

  it('sends one POST at a time: a pong waits for the POST on its way', async () => {
    const { server, socket } = setup({ manualPosts: true });
    socket.connect();
    server.lastGet().respond(HANDSHAKE);
    await settle();
    const connectPost = server.calls.find((call) => call.method === 'POST');
    expect(connectPost?.body).toBe('40');
    server.lastGet().respond('40{"sid":"x"}\x1e2');
    await settle();
    server.lastGet().respond('2');
    await settle();
    // Engine.IO closes a session on overlapping POSTs: both pongs wait, then leave together.
    expect(server.posts()).toEqual(['40']);
    connectPost?.respond('ok');
    await settle();
    expect(server.posts()).toEqual(['40', '3\x1e3']);
  });

  it("drops with 'ping timeout' when no ping comes in time, then reconnects", async () => {
    const { server, socket, events } = await connected();
    const poll = server.lastGet();
    jest.advanceTimersByTime(44999);
    expect(events).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(events).toEqual([['disconnect', 'ping timeout']]);
    expect(poll.init.signal?.aborted).toBe(true);
    expect(socket.active).toBe(true);

    jest.advanceTimersByTime(1000);
    const [handshake] = server.newCalls();
    expect(handshake?.url.searchParams.has('sid')).toBe(false);
  });

  it("stops on the server's disconnect and lets the app decide", async () => {
    const { server, socket, events } = await connected();
    server.lastGet().respond('41');
    await settle();
    expect(events).toEqual([['disconnect', 'io server disconnect']]);
    expect(socket.active).toBe(false);
    // The Engine.IO session is closed too, and nothing more is asked, however long we wait.
    expect(server.newCalls().map((call) => [call.method, call.body])).toEqual([['POST', '1']]);
    jest.advanceTimersByTime(60000);
    await settle();
    expect(server.newCalls()).toEqual([]);

    socket.connect();
    expect(server.newCalls().map((call) => call.url.searchParams.has('sid'))).toEqual([false]);
  });

  it('reconnects from a fresh handshake when the server forgot the session (restart)', async () => {
    const { server, socket, events } = await connected();
    server.lastGet().respond('{"code":1,"message":"Session ID unknown"}', 400);
    await settle();
    expect(events).toEqual([['disconnect', 'transport error']]);
    expect(socket.active).toBe(true);
    server.newCalls();

    jest.advanceTimersByTime(999);
    expect(server.newCalls()).toEqual([]);
    jest.advanceTimersByTime(1);
    const [handshake] = server.newCalls();
    expect(handshake?.url.searchParams.has('sid')).toBe(false);
    handshake?.respond(HANDSHAKE.replace('S1d_-', 'new-session'));
    await settle();
    expect(server.newCalls().map((call) => call.url.searchParams.get('sid'))).toEqual([
      'new-session',
      'new-session',
    ]);
    server.lastGet().respond('40{"sid":"y"}');
    await settle();
    expect(events).toEqual([['disconnect', 'transport error'], ['connect']]);
  });

  it("treats the server's close packet as 'transport close'", async () => {
    const { server, events } = await connected();
    server.lastGet().respond('1');
    await settle();
    expect(events).toEqual([['disconnect', 'transport close']]);
  });

  it('retries without end with a 1 s .. 5 s backoff, one connect_error per failed attempt', async () => {
    const { server, socket, events } = setup();
    socket.connect();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const [handshake] = server.newCalls();
      if (attempt % 2) handshake?.fail();
      else handshake?.respond('{"code":4,"message":"Forbidden"}', 403);
      await settle();
      let waited = 0;
      while (server.calls.length === attempt + 1 && waited < 10000) {
        jest.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
    expect(events).toEqual(
      Array.from({ length: 7 }, (_, attempt) => [
        'connect_error',
        attempt % 2 ? 'Failed to fetch' : 'socket.io: HTTP 403',
      ]),
    );
    expect(socket.active).toBe(true);

    // Success starts the count again: the next drop is retried after 1 s.
    server.lastGet().respond(HANDSHAKE);
    await settle();
    server.lastGet().respond('40');
    await settle();
    server.lastGet().fail();
    await settle();
    server.newCalls();
    jest.advanceTimersByTime(1000);
    expect(server.newCalls()).toHaveLength(1);
  });

  it('spreads the delays by ±50 %', async () => {
    for (const [random, delay] of [
      [0, 500],
      [0.999, 1499],
    ] as const) {
      const { server, socket } = setup({ random: () => random });
      socket.connect();
      server.lastGet().fail();
      await settle();
      jest.advanceTimersByTime(delay - 1);
      expect(server.calls).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(server.calls).toHaveLength(2);
      socket.disconnect();
    }
  });

  it('gives up a handshake that does not answer within the connect timeout', async () => {
    const { server, socket, events } = setup({ connectTimeout: 20000 });
    socket.connect();
    jest.advanceTimersByTime(19999);
    expect(events).toEqual([]);
    jest.advanceTimersByTime(1);
    await settle();
    expect(events).toEqual([['connect_error', 'socket.io: timeout']]);
    expect(server.calls[0]?.init.signal?.aborted).toBe(true);
    socket.disconnect();
  });

  it('reports a refusal of the server as a final connect_error', async () => {
    const { server, socket, events } = setup();
    socket.connect();
    server.lastGet().respond(HANDSHAKE);
    await settle();
    server.lastGet().respond('44{"message":"Not authorized"}');
    await settle();
    expect(events).toEqual([['connect_error', 'Not authorized']]);
    expect(socket.active).toBe(false);
    jest.advanceTimersByTime(60000);
    expect(server.gets()).toHaveLength(2);
  });

  it('on disconnect(): says goodbye once, aborts the poll, and never comes back', async () => {
    const { server, socket, events } = await connected({ manualPosts: true });
    server.calls.find((call) => call.body === '40')?.respond('ok');
    await settle();
    const poll = server.lastGet();
    socket.disconnect();
    expect(socket.active).toBe(false);
    expect(events).toEqual([['disconnect', 'io client disconnect']]);
    // The namespace first, then the session: in one body the server would act on the close first.
    const [leave] = server.newCalls();
    expect([leave?.method, leave?.body]).toEqual(['POST', '41']);
    leave?.respond('ok');
    await settle();
    const [close] = server.newCalls();
    expect([close?.method, close?.body]).toEqual(['POST', '1']);
    // The poll waits for the goodbye: a dropped poll would close the session before it arrives.
    expect(poll.init.signal?.aborted).toBe(false);
    close?.respond('ok');
    await settle();
    expect(poll.init.signal?.aborted).toBe(true);
    // The aborted poll is not a failure to report or to retry.
    jest.advanceTimersByTime(60000);
    await settle();
    expect(server.newCalls()).toEqual([]);
    expect(events).toHaveLength(1);
  });

  it('stops while waiting to retry, and while the handshake is on its way', async () => {
    const { server, socket, events } = setup();
    socket.connect();
    server.lastGet().fail();
    await settle();
    socket.disconnect();
    jest.advanceTimersByTime(60000);
    expect(server.gets()).toHaveLength(1);

    socket.connect();
    const handshake = server.lastGet();
    socket.disconnect();
    expect(handshake.init.signal?.aborted).toBe(true);
    await settle();
    expect(events).toEqual([['connect_error', 'Failed to fetch']]);
    expect(server.calls).toHaveLength(2);
  });

  it('closes a session whose handshake answer arrives after disconnect()', async () => {
    const calls: [string, string | undefined][] = [];
    // The answer is read while the app stops the socket: too late for the abort to take it back.
    const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push([
        `${init.method ?? 'GET'} ${new URL(String(input)).searchParams.get('sid')}`,
        init.body as string,
      ]);
      const text = async () => {
        if (!init.method) socket.disconnect();
        return init.method ? 'ok' : HANDSHAKE;
      };
      return { ok: true, status: 200, text } as Response;
    };
    const socket = createPollingSocket(ENDPOINT, { fetch });
    socket.connect();
    await settle();
    expect(calls).toEqual([
      ['GET null', undefined],
      ['POST S1d_-', '1'],
    ]);
    expect(socket.active).toBe(false);
  });

  it('off() removes every listener', async () => {
    const { server, socket, events } = await connected();
    socket.off();
    server.lastGet().respond('42["data",{"type":"badges","action":"update"}]\x1e41');
    await settle();
    expect(events).toEqual([]);
  });
});
