import type {
  RealtimeSocket,
  RealtimeSocketOptions,
  SocketFactory,
} from '../../src/realtime/socket';

type Listener = (arg?: unknown) => void;

/** A stand-in for socket.io-client's Socket: the test plays the server by emitting its events. */
export class FakeSocket implements RealtimeSocket {
  readonly listeners = new Map<string, Listener[]>();
  connectCalls = 0;
  disconnected = false;
  active = true;

  constructor(
    readonly url: string,
    readonly options: RealtimeSocketOptions,
  ) {}

  on(event: string, listener: (arg: never) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as Listener]);
    return this;
  }

  off(): this {
    this.listeners.clear();
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    return this;
  }

  /** Plays an event as the server (or socket.io itself) would send it. */
  emit(event: 'connect' | 'disconnect' | 'connect_error' | 'data', arg?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(arg);
  }

  /** A `data` event: `{type, action, payload}`. */
  data(type: string, payload: unknown = null, action: 'update' | 'delete' = 'update'): void {
    this.emit('data', { type, action, payload });
  }
}

/** A socket factory that remembers every socket it made (one per start). */
export function fakeSocketFactory(): SocketFactory & {
  sockets: FakeSocket[];
  latest: () => FakeSocket;
} {
  const sockets: FakeSocket[] = [];
  const factory = (url: string, options: RealtimeSocketOptions) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  };
  return Object.assign(factory, {
    sockets,
    latest: () => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket was started');
      return socket;
    },
  });
}
