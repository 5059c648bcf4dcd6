import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import { LoadedOnFirstUse, type FirstUseHandlers } from '../firstUse/LoadedOnFirstUse';
import { GhostIconButton } from './GhostIconButton';
import {
  MORE_ACTIONS_HINT_DELAY_MS,
  type MenuAction,
  type MoreActionsPlacement,
} from './menuAction';

export { MORE_ACTIONS_HINT_DELAY_MS, type MoreActionsPlacement } from './menuAction';

export type MoreAction = MenuAction;

export interface MoreActionsMenuProps {
  actions: readonly MenuAction[];
  /** The button's accessible name and tooltip. */
  label?: string;
  icon?: ReactNode;
  /** Below the button's end by default; 'left' gives a long menu the page's whole height. */
  placement?: MoreActionsPlacement;
}

// The menu's code (Zag's machine, Floating UI) loads when the button is first pointed at or used, not with the
// page: it was most of what a detail page downloaded before its rows.
const MoreActionsMenuLoaded = lazyNamed(() =>
  import('./MoreActionsMenuLoaded').then((module) => module.MoreActionsMenuLoaded),
);

/**
 * An icon button's menu of actions: a toolbar's 'More Actions' (⋯) by default, or another label and icon (a
 * subtitle row's 'Subtitle Actions'). Usage:
 * `<MoreActionsMenu actions={[{ value: 'history', icon: <History />, label: 'History', onSelect: open }]} />`.
 */
export function MoreActionsMenu({
  actions,
  label = 'More Actions',
  icon = <Ellipsis />,
  placement = 'bottom-end',
}: MoreActionsMenuProps) {
  return (
    <LoadedOnFirstUse
      part={MoreActionsMenuLoaded}
      button={(handlers?: FirstUseHandlers) => (
        <GhostIconButton
          label={label}
          icon={icon}
          aria-haspopup="menu"
          aria-expanded={false}
          {...handlers}
        />
      )}
      hint={{ content: label, openDelay: MORE_ACTIONS_HINT_DELAY_MS }}
      loaded={() => (
        <MoreActionsMenuLoaded actions={actions} label={label} icon={icon} placement={placement} />
      )}
    />
  );
}
