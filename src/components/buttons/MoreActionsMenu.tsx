import { Menu } from '@chakra-ui/react';
import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { FloatingPortal } from '../FloatingPortal';
import { ActionIconButton } from './ActionIconButton';

export interface MoreAction {
  value: string;
  icon: ReactNode;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

/**
 * A toolbar's 'More Actions' (⋯) menu. Usage:
 * `<MoreActionsMenu actions={[{ value: 'history', icon: <History />, label: 'History', onSelect: open }]} />`.
 */
export function MoreActionsMenu({ actions }: { actions: readonly MoreAction[] }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <ActionIconButton icon={<Ellipsis />} label="More Actions" />
      </Menu.Trigger>
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
