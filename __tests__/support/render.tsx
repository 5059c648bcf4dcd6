/**
 * Shared helpers for UI tests.
 *
 *   renderWithProviders(<MyPage />, { route: '/series/1' })
 *     renders a component inside the app's providers (a fresh Redux store, Chakra, the toaster)
 *     and a memory router over a guarded history (as the app's, so useNavigationBlocker works) at `route`. Wrap it in <Routes> yourself if it reads route params.
 *   renderWithProviders({ route: '/wanted/series' })
 *     renders the whole app (login, header, sidebar, route table, crash screens) at `route`.
 *
 *   Options: `environment` (the window.Bazarr values; baseUrl defaults to http://localhost because
 *   Node's fetch needs absolute URLs), `store` (to share one). The store's socket is a fake that never
 *   connects by itself: `sockets.latest().emit('connect')` plays the server (see ../realtime/fakeSocket.ts).
 *   Returns Testing Library's result plus `store`, `user` (user-event, already set up) and `sockets`.
 *
 *   const { server, backend } = setupDemoServer(...handlers)
 *     call once at the top of a test file: an msw server that sends every API request to an in-process
 *     demo backend (src/demo, small library, TEST_API_KEY), with your handlers first (they win).
 *     After each test the handlers and the backend's data are reset. Set the data a test needs on the demo
 *     (`backend.control.mutate`, ./scenarios.ts: faults with Bazarr's error text, holds, empty lists) rather than
 *     with `server.use(...)`, which is for what the demo cannot answer (malformed bodies, say);
 *     `backend.control` also emits events and reads the request log.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { AppContent } from '../../src/app/App';
import { AppProviders } from '../../src/app/AppProviders';
import { GuardedRouter, guardHistory } from '../../src/lib/navigationGuard';
import { makeStore, type AppStore } from '../../src/app/store';
import { createDemoBackend, type DemoBackend } from '../../src/demo/core/backend';
import type { Environment } from '../../src/env';
import { fakeSocketFactory } from '../realtime/fakeSocket';
import { createDemoHandlers } from './demoHandlers';

// jsdom has no PointerEvent; Zag (menus, comboboxes) reads pointerType from it to tell mouse from touch.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

// The test machine is small and shared: give findBy/waitFor more than the default second before failing.
configure({ asyncUtilTimeout: 5000 });

export const TEST_API_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

export const TEST_ENVIRONMENT: Environment = {
  baseUrl: 'http://localhost',
  apiKey: TEST_API_KEY,
  canUpdate: false,
  hasUpdate: false,
};

export interface RenderOptions {
  route?: string;
  environment?: Partial<Environment>;
  store?: AppStore;
}

/** A router like the app's (a guarded history), in memory, starting at `route`. */
function TestRouter({ route, children }: { route: string; children: ReactNode }) {
  const [history] = useState(() =>
    guardHistory(createMemoryHistory({ initialEntries: [route], v5Compat: true })),
  );
  return <GuardedRouter history={history}>{children}</GuardedRouter>;
}

export function renderWithProviders(
  uiOrOptions: ReactElement | RenderOptions = {},
  options: RenderOptions = {},
) {
  const isElement =
    typeof uiOrOptions === 'object' &&
    uiOrOptions !== null &&
    'type' in uiOrOptions &&
    'props' in uiOrOptions;
  const settings: RenderOptions = isElement
    ? options
    : { ...(uiOrOptions as RenderOptions), ...options };
  const environment: Environment = { ...TEST_ENVIRONMENT, ...settings.environment };
  const sockets = fakeSocketFactory();
  const store = settings.store ?? makeStore({ environment, socketFactory: sockets });
  const ui = isElement ? (uiOrOptions as ReactElement) : <AppContent apiKey={environment.apiKey} />;
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store} environment={environment}>
      <TestRouter route={settings.route ?? '/'}>{ui}</TestRouter>
    </AppProviders>,
  );
  return { ...result, store, user, environment, sockets };
}

/** See the file comment. */
export function setupDemoServer(...handlers: RequestHandler[]): {
  server: SetupServer;
  backend: DemoBackend;
} {
  const backend = createDemoBackend({ size: 'small', apiKey: TEST_API_KEY });
  const server = setupServer(...handlers, ...createDemoHandlers(backend));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    backend.control.reset();
  });
  afterAll(() => server.close());
  return { server, backend };
}
