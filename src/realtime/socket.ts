import { whenIdle } from '../lib/whenIdle';

/** The part of socket.io-client's Socket the app uses; tests pass a fake with the same shape. */
export interface RealtimeSocket {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: 'data', listener: (event: unknown) => void): unknown;
  /** Without arguments: removes every listener. */
  off(): unknown;
  connect(): unknown;
  disconnect(): unknown;
  /** False once the socket gave up reconnecting by itself. */
  readonly active: boolean;
}

export interface RealtimeSocketOptions {
  path: string;
  transports: ('polling' | 'websocket')[];
  /** One connection per store: no Manager shared between stores (tests, or a second app instance). */
  forceNew: true;
  autoConnect: false;
}

export type SocketFactory = (url: string, options: RealtimeSocketOptions) => RealtimeSocket;

/**
 * socket.io-client in its own chunk, loaded once the page is idle: the first rows of a page do not wait for it,
 * nor share the main thread with it. The socket it returns takes listeners and connect() at once and hands them
 * over when the library has loaded.
 */
export const connectWithSocketIo: SocketFactory = (url, options) =>
  deferredSocket(
    whenIdle()
      .then(() => untilLoaded(() => import('socket.io-client')))
      .then(({ io }) => io(url, options)),
  );

/** Waits before each new attempt at socket.io's chunk (Bazarr away): up to 30 s apart, until it arrives. */
const SOCKET_CHUNK_RETRY_MS = [1000, 2000, 5000, 10000, 30000];

/** The realtime part must come back by itself once Bazarr does: nothing else would ask for its chunk again. */
async function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch {
      const delay = SOCKET_CHUNK_RETRY_MS[Math.min(attempt, SOCKET_CHUNK_RETRY_MS.length - 1)];
      // Or at once when the browser is back online.
      await new Promise<void>((resolve) => {
        const done = () => {
          window.clearTimeout(timer);
          window.removeEventListener('online', done);
          resolve();
        };
        const timer = window.setTimeout(done, delay);
        window.addEventListener('online', done);
      });
    }
  }
}

type Listener = Parameters<RealtimeSocket['on']>;

/** A RealtimeSocket that forwards to the socket a promise gives, replaying what was asked before it came. */
export function deferredSocket(pending: Promise<RealtimeSocket>): RealtimeSocket {
  let real: RealtimeSocket | null = null;
  let listeners: Listener[] = [];
  let wanted: 'connect' | 'disconnect' | null = null;
  void pending.then((socket) => {
    real = socket;
    for (const [event, listener] of listeners) socket.on(event as 'data', listener);
    listeners = [];
    if (wanted === 'connect') socket.connect();
  });
  return {
    on(event: Listener[0], listener: Listener[1]) {
      if (real) return real.on(event as 'data', listener);
      listeners.push([event, listener] as Listener);
      return undefined;
    },
    off() {
      if (real) return real.off();
      listeners = [];
      return undefined;
    },
    connect() {
      if (real) return real.connect();
      wanted = 'connect';
      return undefined;
    },
    disconnect() {
      if (real) return real.disconnect();
      wanted = 'disconnect';
      return undefined;
    },
    get active() {
      return real ? real.active : wanted === 'connect';
    },
  } as RealtimeSocket;
}

/**
 * Where Bazarr serves socket.io: `{base}/api/socket.io` on the page's origin. Polling comes first:
 * on a real Bazarr the websocket upgrade fails, and polling alone must carry the app.
 */
export function socketAddress(
  baseUrl: string,
  origin: string,
): { url: string; options: RealtimeSocketOptions } {
  return {
    url: origin,
    options: {
      path: `${baseUrl}/api/socket.io`,
      transports: ['polling', 'websocket'],
      forceNew: true,
      autoConnect: false,
    },
  };
}
