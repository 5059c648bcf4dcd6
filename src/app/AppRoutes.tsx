import { Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useEnvironment } from '../lib/environment';
import { useAppSelector } from '../lib/hooks';
import { pageNotLoaded } from '../components/errors/PartNotLoaded';
import { lazyNamed } from '../lib/lazyNamed';
import { selectAuthStatus } from '../api/authSlice';
import { ROUTE_MODULES } from './routeModules';
import { selectCriticalError } from '../realtime/realtimeSlice';
import { AppLayout } from '../layout/AppLayout';
import { LazyBackendAwayOverlay } from '../layout/LazyBackendAwayOverlay';
import { PageLoader } from '../layout/PageLoader';
import { useReloadWhenBackIsUp } from '../layout/useReloadWhenBackIsUp';
import { hiddenChildPaths, homePath, visibleNavigation } from '../layout/navigation';
import { useShellSettings, type ShellSettings } from '../layout/shellData';
import { CriticalErrorScreen } from '../pages/errors/CriticalErrorScreen';
import { NotFoundPage } from '../pages/errors/NotFoundPage';

export const LOGIN_PATH = '/login';

// Its form library (react-hook-form) is not needed by the signed-in app's first page: its own chunk.
const LoginPage = lazyNamed(
  () =>
    import(/* webpackChunkName: "login" */ '../pages/auth/LoginPage').then(
      (module) => module.LoginPage,
    ),
  { fallback: pageNotLoaded },
);

// Rare (a wrong key): its own chunk, out of the first visit's bytes.
const KeyRefusedScreen = lazyNamed(
  () =>
    import(/* webpackChunkName: "key-refused" */ '../pages/errors/KeyRefusedScreen').then(
      (module) => module.KeyRefusedScreen,
    ),
  { fallback: pageNotLoaded },
);

/** docs/behaviour.md §2 route table, for the managers the settings enable. Hidden groups and entries fall to the 404 page. */
function ShellRoutes({ settings }: { settings: ShellSettings }) {
  const groups = visibleNavigation(settings.managers);
  return (
    <Routes>
      <Route element={<AppLayout settings={settings} />}>
        <Route index element={<Navigate to={homePath(settings.managers)} replace />} />
        <Route path="not-found" element={<NotFoundPage />} />
        {groups.map((group) => {
          const GroupRoutes = ROUTE_MODULES[group.path];
          const firstChild = group.children?.[0];
          return [
            firstChild && (
              <Route
                key={`${group.path}-index`}
                path={group.path}
                element={<Navigate to={firstChild.path} replace />}
              />
            ),
            GroupRoutes && (
              <Route key={group.path} path={`${group.path}/*`} element={<GroupRoutes />} />
            ),
          ];
        })}
        {hiddenChildPaths(settings.managers).map((path) => (
          <Route key={path} path={`${path.slice(1)}/*`} element={<NotFoundPage />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * Loads the route group of the address ('/series/12': series, and its page 12) while the settings load, and
 * tells when it is there (true for good after that): at once when the main chunk's prefetch has loaded it
 * already, so that the first render is the page's, not a loader's. Rendering the routes before would
 * suspend the page, and React holds back what follows a Suspense fallback for 300 ms: the page's first request
 * would leave that late.
 */
function usePreloadedRouteGroup(): boolean {
  const { pathname } = useLocation();
  const [, group = '', ...rest] = pathname.split('/');
  const below = rest.join('/');
  const routes = Object.hasOwn(ROUTE_MODULES, group) ? ROUTE_MODULES[group] : undefined;
  const [preloaded, setPreloaded] = useState(() => !routes || routes.isPathLoaded(below));
  useEffect(() => {
    let active = true;
    // A chunk that failed to load shows its error when the page renders.
    void Promise.resolve(routes?.preloadPath(below))
      .catch(() => undefined)
      .then(() => {
        if (active) setPreloaded(true);
      });
    return () => {
      active = false;
    };
  }, [routes, below]);
  return preloaded;
}

/** Everything behind the login: waits for the settings, which decide the routes (and for the page's code). */
function SignedInApp() {
  const preloaded = usePreloadedRouteGroup();
  const { settings, error } = useShellSettings();
  if (settings && preloaded) return <ShellRoutes settings={settings} />;
  // A 401 sends the user to the login page (below); other failures cannot be worked around.
  if (error && !(typeof error === 'object' && 'status' in error && error.status === 401)) {
    return (
      <CriticalErrorScreen
        message={'message' in error ? String(error.message) : 'Cannot load the settings'}
      />
    );
  }
  return <PageLoader />;
}

/** docs/behaviour.md §4: once the backend says we are logged out (a 401), every path leads to the login page. */
function RedirectWhenSignedOut() {
  const status = useAppSelector(selectAuthStatus);
  const { pathname } = useLocation();
  const { offlineShell } = useEnvironment();
  // The offline copy of the page has no key: a 401 then asks for the real page (below), not for a login.
  if (offlineShell || status !== 'unauthenticated' || pathname === LOGIN_PATH) return null;
  return <Navigate to={LOGIN_PATH} replace />;
}

export function AppRoutes() {
  const criticalError = useAppSelector(selectCriticalError);
  return (
    <>
      {criticalError && <CriticalErrorScreen message={criticalError} overlay />}
      {/* Hidden rather than unmounted: a form being filled in keeps its text until the backend is back. */}
      <div style={{ display: criticalError ? 'none' : 'contents' }}>
        <SignedInRoutes />
      </div>
    </>
  );
}

/** On the service worker's offline copy of the page: once Bazarr answers again, load the real page (with its key). */
function ReloadOfflineShell() {
  useReloadWhenBackIsUp(true);
  return null;
}

function SignedInRoutes() {
  const { offlineShell } = useEnvironment();
  const status = useAppSelector(selectAuthStatus);
  // The page's key was refused: no login form (Bazarr offers none to a browser it gave a key to), but why.
  if (status === 'keyRefused')
    return (
      <Suspense fallback={<PageLoader />}>
        <KeyRefusedScreen />
      </Suspense>
    );
  return (
    <>
      <RedirectWhenSignedOut />
      <Routes>
        <Route
          path={LOGIN_PATH}
          element={
            <Suspense fallback={<PageLoader />}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route path="*" element={<SignedInApp />} />
      </Routes>
      <LazyBackendAwayOverlay />
      {offlineShell && <ReloadOfflineShell />}
    </>
  );
}
