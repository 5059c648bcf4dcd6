import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useEnvironment } from '../lib/environment';
import { lazyNamed } from '../lib/lazyNamed';
import { useBecameTrue } from '../lib/useBecameTrue';
import { ErrorBoundary } from '../components/errors/ErrorBoundary';
import { useFixedClass } from '../styles/fixedClass';
import { BODY, MAIN, ROOT, SIDEBAR } from './AppLayout.looks';
import { CommandPalette } from './commandPalette/CommandPalette';
import { PageCommandsProvider } from '../features/commands/pageCommands';
import { Header } from './Header';
import { PageLoader } from './PageLoader';
import { Sidebar } from './Sidebar';
import { LazyVersionNotice } from './versionNotice/LazyVersionNotice';
import type { ShellSettings } from './shellData';
import { useRouteTabTitle } from './useRouteTabTitle';

// The drawer (and Zag's dialog machine behind it) loads when a small screen first opens it.
const NavigationDrawer = lazyNamed(() =>
  import('./NavigationDrawer').then((module) => module.NavigationDrawer),
);

/** Header, sidebar (a drawer on small screens) and the page, which scrolls on its own. */
export function AppLayout({ settings }: { settings: ShellSettings }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerUsed = useBecameTrue(drawerOpen);
  const { pathname } = useLocation();
  const { apiKey } = useEnvironment();
  const rootClass = useFixedClass(ROOT);
  const bodyClass = useFixedClass(BODY);
  const sidebarClass = useFixedClass(SIDEBAR);
  const mainClass = useFixedClass(MAIN);
  useRouteTabTitle(settings.managers);

  return (
    <PageCommandsProvider>
      <div className={rootClass}>
        <Header authType={settings.authType} onOpenNavigation={() => setDrawerOpen(true)} />
        <div className={bodyClass}>
          <aside className={sidebarClass}>
            <Sidebar managers={settings.managers} />
          </aside>
          {/* Focusable: the keyboard can scroll a page that has nothing focusable (release notes, say). */}
          <main className={mainClass} tabIndex={0}>
            {/* A crash in one page leaves the header and sidebar usable; moving to another page clears it. */}
            <ErrorBoundary resetKey={pathname} apiKey={apiKey}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
        </div>
        {drawerUsed && (
          <Suspense fallback={null}>
            <NavigationDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              settings={settings}
            />
          </Suspense>
        )}
      </div>
      <CommandPalette managers={settings.managers} />
      <LazyVersionNotice />
    </PageCommandsProvider>
  );
}
