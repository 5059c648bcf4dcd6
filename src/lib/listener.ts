import {
  addListener,
  createListenerMiddleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { RootState } from './store';
import type { AppExtra } from './extra';

// Spelled out (not taken from the store) so the store's type does not depend on itself.
type ListenerDispatch = ThunkDispatch<RootState, AppExtra, UnknownAction>;

/** Each store gets its own listener middleware; features register through `startListening`. */
export function createAppListenerMiddleware(extra: AppExtra) {
  return createListenerMiddleware<RootState, ListenerDispatch, AppExtra>({ extra });
}

export type AppListenerMiddleware = ReturnType<typeof createAppListenerMiddleware>;
export type AppStartListening = AppListenerMiddleware['startListening'];

export const addAppListener = addListener.withTypes<RootState, ListenerDispatch, AppExtra>();
