import { waitFor } from '@testing-library/react';
import { authChanged } from '../../src/api/authSlice';
import { makeStore, type AppStore } from '../../src/app/store';
import type { DemoBackend } from '../../src/demo/core/backend';
import type { Environment } from '../../src/env';
import {
  selectNotifications,
  type AppNotification,
} from '../../src/notifications/notificationsSlice';
import { TEST_ENVIRONMENT } from '../support/render';
import { fakeSocketFactory, type FakeSocket } from './fakeSocket';

/** A store as the app makes it, with a fake socket (any successful request starts the socket). */
export function makeTestStore(environment: Environment = TEST_ENVIRONMENT) {
  const sockets = fakeSocketFactory();
  const store = makeStore({ environment, socketFactory: sockets });
  return Object.assign(store, { sockets });
}

export type TestStore = ReturnType<typeof makeTestStore>;
type State = ReturnType<AppStore['getState']>;

/** Waits (advancing fake timers when they are on) until the store satisfies the expectation. */
export async function waitForStore(store: AppStore, expectation: (state: State) => void) {
  await waitFor(() => expectation(store.getState()));
}

/**
 * Signs in and connects the socket; with a demo backend, the socket carries the backend's `data` events
 * as the real one would. Returns the socket and a function that unplugs it from the backend.
 */
export function connectRealtime(
  store: TestStore,
  backend?: DemoBackend,
): { socket: FakeSocket; unplug: () => void } {
  store.dispatch(authChanged(true));
  const socket = store.sockets.latest();
  socket.emit('connect');
  const unplug = backend?.events.subscribe((event) => socket.emit('data', event)) ?? (() => {});
  return { socket, unplug };
}

/** Every notification the store showed, in order, including those later updated in place or closed. */
export function recordNotifications(store: AppStore): {
  shown: () => AppNotification[];
  stop: () => void;
} {
  const shown: AppNotification[] = [];
  let last: AppNotification[] = selectNotifications(store.getState());
  const stop = store.subscribe(() => {
    const current = selectNotifications(store.getState());
    if (current === last) return;
    for (const item of current) if (!last.includes(item)) shown.push(item);
    last = current;
  });
  return { shown: () => shown, stop };
}
