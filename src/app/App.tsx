import { useEffect, useState } from 'react';
import { CacheProvider } from '@emotion/react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import type { Environment } from '../env';
import { ErrorBoundary } from '../components/errors/ErrorBoundary';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { GuardedRouter, guardHistory } from '../lib/navigationGuard';
import type { AppStore } from './store';
import { markFirstScreen } from '../lib/whenIdle';
import { pageEmotionCache } from '../styles/staticCss/pageEmotionCache';

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
  // A guarded history, so that a page can hold back navigation while it has unsaved changes (useNavigationBlocker).
  // Routes live under the base URL Bazarr serves the UI from (window.Bazarr.baseUrl).
  const [history] = useState(() => guardHistory(createBrowserHistory({ v5Compat: true })));
  // Takes index.html's looks as inserted (tests render AppContent with Emotion's usual cache).
  const [emotionCache] = useState(() => pageEmotionCache());
  // The socket, the service worker and preloads wait for this (whenIdle), not only for an idle moment.
  useEffect(markFirstScreen, []);
  return (
    <CacheProvider value={emotionCache}>
      <AppProviders store={store} environment={environment}>
        <GuardedRouter history={history} basename={environment.baseUrl || '/'}>
          <AppContent apiKey={environment.apiKey} />
        </GuardedRouter>
      </AppProviders>
    </CacheProvider>
  );
}
