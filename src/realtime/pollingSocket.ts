import type { RealtimeSocket } from './socket';
import {
  CLOSE,
  CONNECT,
  decodeHandshake,
  decodePacket,
  DISCONNECT,
  PONG,
  SEPARATOR,
} from './socketPackets';

/** What tests change; the defaults are socket.io-client's. */
export interface PollingOptions {
  fetch?: typeof fetch;
  /** The first retry waits about this long, each next one twice as long, up to `reconnectionDelayMax`. */
  reconnectionDelay?: number;
  reconnectionDelayMax?: number;
  /** Spreads the delays (±50 %) so that clients do not all come back at the same instant after a restart. */
  randomizationFactor?: number;
  random?: () => number;
  /** A handshake that takes longer counts as a failed attempt. */
  connectTimeout?: number;
}

type Listener = (arg?: unknown) => void;

/** One Engine.IO session: its id, its pending poll, and the packets waiting for the current POST to end. */
interface Session {
  sid: string;
  polls: AbortController;
  outbox: string[];
  posting: boolean;
}

/**
 * A socket.io client on Engine.IO v4 long-polling only, what Bazarr can carry (python-engineio, whose
 * websocket upgrade fails behind it). It behaves like socket.io-client's Socket for the app: 'connect' once
 * the namespace is joined, 'disconnect' with socket.io's reasons, 'connect_error' for each failed attempt,
 * and reconnection with a randomized backoff until disconnect() or until the server refuses or disconnects
 * the client on purpose (then `active` is false).
 *
 * `endpoint` is `{origin}{base}/api/socket.io/`. Requests go without the API key and with the page's cookies
 * (fetch's 'same-origin' default), as Bazarr's own UI does.
 */
export function createPollingSocket(
  endpoint: string,
  options: PollingOptions = {},
): RealtimeSocket {
  const {
    fetch: request = fetch,
    reconnectionDelay = 1000,
    reconnectionDelayMax = 5000,
    randomizationFactor = 0.5,
    random = Math.random,
    connectTimeout = 20000,
  } = options;
  let listeners: Record<string, Listener[]> = {};
  let active = false;
  let connected = false;
  let session: Session | null = null;
  let failedAttempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  // Armed for the handshake (connectTimeout), then for the next ping: a silent server is a gone server.
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let requests = 0;

  const emit = (event: string, arg?: unknown) => {
    for (const listener of listeners[event] ?? []) listener(arg);
  };

  const arm = (current: Session, ms: number, reason: string) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => fail(current, reason), ms);
  };

  async function exchange(current: Session, body?: string): Promise<string> {
    // The counter keeps two polls of one millisecond apart for any cache on the way.
    const url = `${endpoint}?EIO=4&transport=polling&t=${Date.now().toString(36)}.${(requests += 1)}${
      current.sid && `&sid=${encodeURIComponent(current.sid)}`
    }`;
    const response = await request(
      url,
      body === undefined
        ? { signal: current.polls.signal }
        : { method: 'POST', body, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } },
    );
    // A 400 after a server restart ('Session ID unknown', 'Invalid session') ends the session like any error.
    if (!response.ok) throw new Error(`socket.io: HTTP ${response.status}`);
    return response.text();
  }

  /**
   * Engine.IO takes one POST at a time per session: packets sent meanwhile go with the next one. The close
   * packet goes alone, last: servers act on it at once but on a socket.io packet a tick later, so in one body
   * it would overtake the packets before it (the server would see a dropped transport, not a goodbye).
   */
  function send(current: Session, ...packets: string[]) {
    current.outbox.push(...packets);
    if (current.posting || !current.sid) return;
    if (!current.outbox.length) {
      // An ended session's poll is let go once its goodbye is through (see stop).
      if (session !== current) current.polls.abort();
      return;
    }
    const closeAt = current.outbox.indexOf(CLOSE);
    const body = current.outbox.splice(0, closeAt > 0 ? closeAt : Infinity).join(SEPARATOR);
    current.posting = true;
    exchange(current, body).then(
      () => {
        current.posting = false;
        send(current);
      },
      (error: unknown) => fail(current, error),
    );
  }

  function open() {
    const current: Session = { sid: '', polls: new AbortController(), outbox: [], posting: false };
    session = current;
    arm(current, connectTimeout, 'timeout');
    exchange(current)
      .then((body) => {
        const [first = '', ...rest] = body.split(SEPARATOR);
        const { sid, pingWindow } = decodeHandshake(first);
        current.sid = sid;
        // Stopped while the handshake was on its way: close the session the server just opened.
        if (session !== current) return send(current, CLOSE);
        const heard = () => arm(current, pingWindow, 'ping timeout');
        heard();
        send(current, CONNECT);
        handle(current, rest, heard);
        return poll(current, heard);
      })
      .catch((error: unknown) => fail(current, error));
  }

  async function poll(current: Session, heard: () => void) {
    while (session === current) handle(current, (await exchange(current)).split(SEPARATOR), heard);
  }

  function handle(current: Session, packets: string[], heard: () => void) {
    for (const raw of packets) {
      if (session !== current) return;
      const packet = decodePacket(raw);
      switch (packet.type) {
        case 'ping':
          heard();
          send(current, PONG);
          break;
        case 'close':
          fail(current, 'transport close');
          break;
        case 'connect':
          failedAttempts = 0;
          connected = true;
          emit('connect');
          break;
        case 'disconnect':
          // The server disconnected this client on purpose: socket.io does not retry, the app decides.
          stop('io server disconnect');
          break;
        case 'connect_error':
          // A refusal is final too (socket.io-client gives up as well); `active` turns false first.
          stop('');
          emit('connect_error', packet.error);
          break;
        case 'data':
          emit('data', packet.payload);
      }
    }
  }

  /** Ends the session: what it still receives is ignored, and no timer runs for it. */
  function end() {
    const current = session;
    clearTimeout(watchdog);
    clearTimeout(retryTimer);
    session = null;
    return current;
  }

  /** The session failed: tell the app (as socket.io-client would) and try again later. */
  function fail(current: Session, reason: unknown) {
    current.polls.abort();
    if (session !== current) return;
    end();
    const delay =
      reconnectionDelay *
      2 ** Math.min(failedAttempts, 10) *
      (1 + randomizationFactor * (2 * random() - 1));
    failedAttempts += 1;
    retryTimer = setTimeout(open, Math.min(delay, reconnectionDelayMax));
    if (connected) {
      connected = false;
      emit('disconnect', typeof reason === 'string' ? reason : 'transport error');
    } else {
      emit(
        'connect_error',
        reason instanceof Error ? reason : new Error(`socket.io: ${String(reason)}`),
      );
    }
  }

  /** Stops for good: closes the session on the server if one is open, emits 'disconnect' if connected. */
  function stop(reason: string, ...goodbye: string[]) {
    const current = end();
    const wasConnected = connected;
    active = false;
    connected = false;
    // The pending poll stays until the goodbye is through: aborting it first would close the session
    // (engine.io takes a dropped poll for a closed transport) before the server hears the goodbye.
    if (current?.sid) send(current, ...goodbye, CLOSE);
    else current?.polls.abort();
    if (wasConnected) emit('disconnect', reason);
  }

  return {
    on(event: string, listener: Listener) {
      (listeners[event] ??= []).push(listener);
    },
    off() {
      listeners = {};
    },
    connect() {
      if (active) return;
      active = true;
      failedAttempts = 0;
      open();
    },
    disconnect() {
      // Leaving the namespace first lets the server tell its handlers, as after socket.io-client's goodbye.
      stop('io client disconnect', ...(connected ? [DISCONNECT] : []));
    },
    get active() {
      return active;
    },
  } as RealtimeSocket;
}
