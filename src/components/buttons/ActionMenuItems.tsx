import { Menu } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { MenuAction } from './menuAction';

/** The entries of an actions menu, inside its Menu.Content. */
export function ActionMenuItems({ actions }: { actions: readonly MenuAction[] }) {
  return actions.map((action, index) => (
    <Fragment key={action.value}>
      {action.separated && index > 0 && <Menu.Separator />}
      <Menu.Item
        value={action.value}
        disabled={action.disabled}
        onSelect={action.onSelect}
        color={action.danger ? 'fg.error' : undefined}
        // Lucide draws 24 px by default: icons the size of Chakra's button icons suit the item's text.
        _icon={{ boxSize: '4' }}
      >
        {action.icon}
        {action.label}
      </Menu.Item>
    </Fragment>
  ));
}
