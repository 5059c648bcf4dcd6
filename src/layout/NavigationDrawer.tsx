import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ShellSettings } from './shellData';
import { Sidebar } from './Sidebar';

/** The navigation drawer of small screens (below Chakra's 'md', Mantine's 'sm' in Bazarr: 768 px). */
export function NavigationDrawer({
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
