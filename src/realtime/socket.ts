import { createPollingSocket } from './pollingSocket';

/** What the app needs of a socket.io socket; tests pass a fake with the same shape. */
export interface RealtimeSocket {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: 'data', listener: (event: unknown) => void): unknown;
  /** Without arguments: removes every listener. */
  off(): unknown;
  connect(): unknown;
  disconnect(): unknown;
  /** False once the socket stopped reconnecting by itself (disconnected, or refused by the server). */
  readonly active: boolean;
}

export interface RealtimeSocketOptions {
  /** Where the server answers socket.io, `{base}/api/socket.io`. */
  path: string;
}

export type SocketFactory = (url: string, options: RealtimeSocketOptions) => RealtimeSocket;

/**
 * The app's socket: our own socket.io client on long-polling (pollingSocket.ts). At 1.5 KB gzip it sits in the
 * main chunk, with nothing to wait for; socket.io-client cost 12.6 KB gzip in a chunk loaded on every visit.
 */
export const connectWithSocketIo: SocketFactory = (url, { path }) =>
  createPollingSocket(`${url}${path}/`);

/**
 * Where Bazarr serves socket.io: `{base}/api/socket.io` on the page's origin. Polling only: on a real Bazarr
 * the websocket upgrade fails, and polling alone must carry the app.
 */
export function socketAddress(
  baseUrl: string,
  origin: string,
): { url: string; options: RealtimeSocketOptions } {
  return { url: origin, options: { path: `${baseUrl}/api/socket.io` } };
}
