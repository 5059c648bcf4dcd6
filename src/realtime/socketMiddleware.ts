import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { authChanged } from '../api/authSlice';
import { entitiesWritten } from '../api/entityActions';
import type { AppExtra } from '../lib/extra';
import type { RootState } from '../lib/store';
import type { Environment } from '../env';
import { createRealtimeConnection } from './realtimeConnection';
import { connectWithSocketIo, socketAddress, type SocketFactory } from './socket';

export type { SocketFactory } from './socket';

export interface SocketMiddlewareOptions {
  environment: Environment;
  /** Tests pass a fake socket; the app uses socket.io-client. */
  socketFactory?: SocketFactory;
  /** The page's origin, where Bazarr serves socket.io. */
  origin?: string;
}

type RealtimeDispatch = ThunkDispatch<RootState, AppExtra, UnknownAction>;

/**
 * Realtime updates for one store (docs/architecture.md, 'A realtime event'): the socket starts when the user is authenticated and stops
 * when they are not; its `data` events refresh the cache (see refreshTable.ts).
 */
export function createSocketMiddleware({
  environment,
  socketFactory = connectWithSocketIo,
  origin = typeof window === 'undefined' ? '' : window.location.origin,
}: SocketMiddlewareOptions): Middleware<object, RootState, RealtimeDispatch> {
  return (store) => {
    const connection = createRealtimeConnection(
      store,
      socketAddress(environment.baseUrl, origin),
      socketFactory,
    );
    return (next) => (action) => {
      const result = next(action);
      if (entitiesWritten.match(action)) connection.written(action.payload);
      if (authChanged.match(action)) {
        if (action.payload) connection.start();
        else connection.stop();
      }
      return result;
    };
  };
}
