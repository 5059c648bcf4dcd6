import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { lazyNamed } from '../../app/lazyNamed';
import { LoadedOnFirstUse, type FirstUseHandlers } from '../firstUse/LoadedOnFirstUse';
import { GhostIconButton } from './GhostIconButton';

export interface MoreAction {
  value: string;
  icon: ReactNode;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export const MORE_ACTIONS_LABEL = 'More Actions';
export const MORE_ACTIONS_HINT = { content: MORE_ACTIONS_LABEL, openDelay: 500 };

// The menu's code (Zag's machine, Floating UI) loads when the button is first pointed at or used, not with the
// page: it was most of what a detail page downloaded before its rows (issue 16).
const MoreActionsMenuLoaded = lazyNamed(() =>
  import('./MoreActionsMenuLoaded').then((module) => module.MoreActionsMenuLoaded),
);

/**
 * A toolbar's 'More Actions' (⋯) menu. Usage:
 * `<MoreActionsMenu actions={[{ value: 'history', icon: <History />, label: 'History', onSelect: open }]} />`.
 */
export function MoreActionsMenu({ actions }: { actions: readonly MoreAction[] }) {
  return (
    <LoadedOnFirstUse
      part={MoreActionsMenuLoaded}
      button={(handlers?: FirstUseHandlers) => (
        <GhostIconButton
          label={MORE_ACTIONS_LABEL}
          icon={<Ellipsis />}
          aria-haspopup="menu"
          aria-expanded={false}
          {...handlers}
        />
      )}
      hint={MORE_ACTIONS_HINT}
      loaded={() => <MoreActionsMenuLoaded actions={actions} />}
    />
  );
}
