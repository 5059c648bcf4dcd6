import { Menu } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FloatingPortal } from '../FloatingPortal';
import { useOpenedOnMount } from '../firstUse/useOpenedOnMount';
import { Hint } from '../hint/Hint';
import { ActionMenuItems } from './ActionMenuItems';
import { GhostIconButton } from './GhostIconButton';
import {
  MORE_ACTIONS_HINT_DELAY_MS,
  type MenuAction,
  type MoreActionsPlacement,
} from './menuAction';

interface MoreActionsMenuLoadedProps {
  actions: readonly MenuAction[];
  label: string;
  icon: ReactNode;
  placement: MoreActionsPlacement;
}

/** MoreActionsMenu once first used: its menu (Zag's machine, Floating UI), opened as soon as it is mounted. */
export function MoreActionsMenuLoaded({
  actions,
  label,
  icon,
  placement,
}: MoreActionsMenuLoadedProps) {
  const [open, setOpen] = useOpenedOnMount();
  return (
    <Menu.Root
      open={open}
      onOpenChange={(change) => setOpen(change.open)}
      positioning={{ placement }}
    >
      <Hint content={label} openDelay={MORE_ACTIONS_HINT_DELAY_MS} disabled={open}>
        <Menu.Trigger asChild>
          <GhostIconButton label={label} icon={icon} />
        </Menu.Trigger>
      </Hint>
      <FloatingPortal>
        <Menu.Positioner>
          <Menu.Content>
            <ActionMenuItems actions={actions} />
          </Menu.Content>
        </Menu.Positioner>
      </FloatingPortal>
    </Menu.Root>
  );
}
