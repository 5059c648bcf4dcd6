import { Suspense, useState } from 'react';
import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useEnvironment } from '../app/environment';
import { ErrorBoundary } from '../pages/errors/ErrorBoundary';
import { CommandPalette } from './commandPalette/CommandPalette';
import { PageCommandsProvider } from './commandPalette/pageCommands';
import { Header } from './Header';
import { PageLoader } from './PageLoader';
import { Sidebar } from './Sidebar';
import type { ShellSettings } from './shellData';

/** The navigation drawer of small screens (below Chakra's 'md', Mantine's 'sm' in Bazarr: 768 px). */
function NavigationDrawer({
  open,
  onClose,
  settings,
}: {
  open: boolean;
  onClose: () => void;
  settings: ShellSettings;
}) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="sidebar">
            <Drawer.Header px="4" py="3" borderBottomWidth="1px" borderColor="border">
              <Drawer.Title>Bazarr</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">
              <Sidebar managers={settings.managers} onNavigate={onClose} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Header, sidebar (a drawer on small screens) and the page, which scrolls on its own. */
export function AppLayout({ settings }: { settings: ShellSettings }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
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
          <Box as="main" flex="1" minW="0" overflowY="auto">
            {/* A crash in one page leaves the header and sidebar usable; moving to another page clears it. */}
            <ErrorBoundary resetKey={pathname} apiKey={apiKey}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </Box>
        </Flex>
        <NavigationDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          settings={settings}
        />
      </Flex>
      <CommandPalette managers={settings.managers} />
    </PageCommandsProvider>
  );
}
