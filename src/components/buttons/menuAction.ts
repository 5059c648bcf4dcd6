import type { MenuRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An entry of an actions menu (a toolbar's More Actions, a subtitle chip's or a subtitle row's menu). */
export interface MenuAction {
  /** Unique within the menu. */
  value: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** Shown in red (e.g. Delete). */
  danger?: boolean;
  /** Starts a new group: a separator above it. */
  separated?: boolean;
}

/** Where the menu opens beside its button. */
export type MoreActionsPlacement = NonNullable<MenuRootProps['positioning']>['placement'];

/** The trigger's tooltip delay (docs/behaviour.md §9: 500 ms for row and toolbar actions). */
export const MORE_ACTIONS_HINT_DELAY_MS = 500;
