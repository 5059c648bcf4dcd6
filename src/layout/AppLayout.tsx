import { Suspense, useState } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useEnvironment } from '../app/environment';
import { lazyNamed } from '../app/lazyNamed';
import { useBecameTrue } from '../app/useBecameTrue';
import { ErrorBoundary } from '../components/errors/ErrorBoundary';
import { CommandPalette } from './commandPalette/CommandPalette';
import { PageCommandsProvider } from '../features/commands/pageCommands';
import { Header } from './Header';
import { PageLoader } from './PageLoader';
import { Sidebar } from './Sidebar';
import { LazyVersionNotice } from './versionNotice/LazyVersionNotice';
import type { ShellSettings } from './shellData';

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

  return (
    <PageCommandsProvider>
      <Flex direction="column" h="100dvh" bg="bg">
        <Header authType={settings.authType} onOpenNavigation={() => setDrawerOpen(true)} />
        <Flex flex="1" minH="0">
          <Box
            as="aside"
            w="sidebar"
            flexShrink={0}
            hideBelow="md"
            bg="bg.panel"
            borderRightWidth="1px"
            borderColor="border"
          >
            <Sidebar managers={settings.managers} />
          </Box>
          {/* Focusable: the keyboard can scroll a page that has nothing focusable (release notes, say). */}
          <Box
            as="main"
            flex="1"
            minW="0"
            overflowY="auto"
            position="relative"
            tabIndex={0}
            focusVisibleRing="inside"
          >
            {/* A crash in one page leaves the header and sidebar usable; moving to another page clears it. */}
            <ErrorBoundary resetKey={pathname} apiKey={apiKey}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </Box>
        </Flex>
        {drawerUsed && (
          <Suspense fallback={null}>
            <NavigationDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              settings={settings}
            />
          </Suspense>
        )}
      </Flex>
      <CommandPalette managers={settings.managers} />
      <LazyVersionNotice />
    </PageCommandsProvider>
  );
}
