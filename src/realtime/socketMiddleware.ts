import type { Middleware } from '@reduxjs/toolkit';
import type { Environment } from '../env';

// Placeholder: the realtime work replaces this file.
export type SocketFactory = (url: string, options: { path: string }) => unknown;

export function createSocketMiddleware(_options: { environment: Environment; socketFactory?: SocketFactory }): Middleware {
  return () => (next) => (action) => next(action);
}
