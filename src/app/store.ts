import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { createShownEntities } from '../lib/shownEntities';
import { readEnvironment, type Environment } from '../env';
import { createSocketMiddleware, type SocketFactory } from '../realtime/socketMiddleware';
import { registerTaskListeners } from '../tasks/taskListeners';
import { createAppListenerMiddleware } from '../lib/listener';
import { registerBackAgainListener } from './backAgainListener';
import { actionSanitizer, stateSanitizer } from './devtools';
import { rootReducer, type RootState } from './rootReducer';

export type { RootState } from './rootReducer';

export interface StoreOptions {
  environment?: Environment;
  /** Tests pass a fake socket; the app uses socket.io-client. */
  socketFactory?: SocketFactory;
  preloadedState?: Partial<RootState>;
}

export function makeStore({
  environment = readEnvironment(),
  socketFactory,
  preloadedState,
}: StoreOptions = {}) {
  const extra = { environment, shownEntities: createShownEntities() };
  const listener = createAppListenerMiddleware(extra);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // Entity collections are large; the checks cost more than they catch in production.
        immutableCheck: { warnAfter: 200 },
        serializableCheck: { warnAfter: 200 },
      })
        .prepend(listener.middleware)
        .concat(baseApi.middleware, createSocketMiddleware({ environment, socketFactory })),
    devTools: process.env.NODE_ENV !== 'production' && { actionSanitizer, stateSanitizer },
  });
  registerTaskListeners(listener.startListening);
  registerBackAgainListener(listener.startListening);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

// Every layer takes the store's types from src/lib/store.ts, which cannot import them from here.
declare module '../lib/store' {
  /* eslint-disable @typescript-eslint/no-empty-object-type -- each is the store's type, under the same name */
  interface RootState extends StoreState {}
  interface AppStore extends Store {}
  interface AppDispatch extends Dispatch {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}
type StoreState = RootState;
type Store = AppStore;
type Dispatch = AppDispatch;
