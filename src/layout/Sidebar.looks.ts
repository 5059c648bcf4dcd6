import { fixedStyles, recipeStyles } from '../styles/fixedClass';

// Plain elements with fixed classes: the sidebar is on every page, and its first render is part of every
// page's first load.
const ITEM_STYLES = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontSize: 'sm',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
} as const;
const COLUMN = { display: 'flex', flexDirection: 'column' } as const;

export const ITEM = fixedStyles(ITEM_STYLES);
export const GROUP_BUTTON = fixedStyles({ ...ITEM_STYLES, cursor: 'pointer' });
// Narrower than a group's row (indented): a smaller gap and gutter keep 'Announcements', semibold when current,
// whole beside its badge; its name starts where a group's name does (the list's indent makes up the gutter).
export const CHILD_ITEM = fixedStyles({ ...ITEM_STYLES, px: '2', py: '1.5', gap: '2' });
/** A name longer than its row shortens, rather than pushing its badge out of the sidebar. */
export const CHILD_NAME = fixedStyles({ minW: '0', truncate: true });
export const GROUP_NAME = fixedStyles({ flex: '1', textAlign: 'start' });
export const NAV = fixedStyles({ ...COLUMN, gap: '0.5', flex: '1', overflowY: 'auto', p: '2' });
export const CHILD_LIST = fixedStyles({
  ...COLUMN,
  gap: '0.5',
  ps: '8',
  py: '1',
  listStyleType: 'none',
});
export const SIDEBAR = fixedStyles({ ...COLUMN, h: 'full' });
export const COUNT_BADGE = recipeStyles(
  'badge',
  { size: 'sm', variant: 'solid' },
  { ms: 'auto', flexShrink: '0', colorPalette: 'brand', borderRadius: 'full' },
);
/** 'Change Theme' and 'Donate' below the navigation (the look of Chakra's Stack and ghost Buttons). */
export const FOOTER = fixedStyles({
  ...COLUMN,
  gap: '1',
  p: '2',
  borderTopWidth: '1px',
  borderColor: 'border',
});
export const FOOTER_BUTTON = recipeStyles(
  'button',
  { variant: 'ghost', size: 'sm' },
  { justifyContent: 'flex-start', color: 'fg.muted' },
);
