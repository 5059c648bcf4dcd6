import { Menu } from '@chakra-ui/react';
import { Ellipsis } from 'lucide-react';
import { FloatingPortal } from '../FloatingPortal';
import { useOpenedOnMount } from '../firstUse/useOpenedOnMount';
import { Hint } from '../hint/Hint';
import { GhostIconButton } from './GhostIconButton';
import { MORE_ACTIONS_HINT, MORE_ACTIONS_LABEL, type MoreAction } from './MoreActionsMenu';

/** MoreActionsMenu once first used: its menu (Zag's machine, Floating UI), opened as soon as it is mounted. */
export function MoreActionsMenuLoaded({ actions }: { actions: readonly MoreAction[] }) {
  const [open, setOpen] = useOpenedOnMount();
  return (
    <Menu.Root
      open={open}
      onOpenChange={(change) => setOpen(change.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Hint {...MORE_ACTIONS_HINT} disabled={open}>
        <Menu.Trigger asChild>
          <GhostIconButton label={MORE_ACTIONS_LABEL} icon={<Ellipsis />} />
        </Menu.Trigger>
      </Hint>
      <FloatingPortal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map(({ value, icon, label, onSelect, disabled }) => (
              <Menu.Item key={value} value={value} disabled={disabled} onSelect={onSelect}>
                {icon}
                {label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </FloatingPortal>
    </Menu.Root>
  );
}
