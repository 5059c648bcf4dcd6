import { io } from 'socket.io-client';

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

export const connectWithSocketIo: SocketFactory = (url, options) => io(url, options);

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
