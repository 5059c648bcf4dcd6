import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Environment } from '../env';
import { ErrorBoundary } from '../components/errors/ErrorBoundary';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import type { AppStore } from './store';

/** The routes inside the outermost crash screen (tests render it inside a memory router). */
export function AppContent({ apiKey }: { apiKey: string }) {
  return (
    <ErrorBoundary apiKey={apiKey}>
      <AppRoutes />
    </ErrorBoundary>
  );
}

interface AppProps {
  store: AppStore;
  environment: Environment;
}

export function App({ store, environment }: AppProps) {
  // A data router, so that a page can hold back navigation while it has unsaved changes (useBlocker).
  // Routes live under the base URL Bazarr serves the UI from (window.Bazarr.baseUrl).
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <AppContent apiKey={environment.apiKey} /> }], {
      basename: environment.baseUrl || '/',
    }),
  );
  return (
    <AppProviders store={store} environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
