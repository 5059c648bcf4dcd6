import { fixedStyles } from '../styles/fixedClass';

// The list and its 'No results' are rendered (hidden) with every page: plain elements with fixed classes.
export const LIST = fixedStyles({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  insetEnd: { base: '2', sm: '0' },
  // On a phone the list takes the screen's width, not the narrow box's.
  w: { base: 'calc(100vw - 1rem)', sm: 'auto' },
  minW: { sm: '72' },
  // Wider screens: the list grows leftwards from the box's right edge, which sits left of the System button (at
  // most 4.25rem from the window's edge): 5.5rem keeps its left edge inside the window.
  maxW: { base: 'calc(100vw - 1rem)', sm: 'min(36rem, calc(100vw - 5.5rem))' },
  maxH: '80',
  overflowY: 'auto',
  py: '1',
  listStyleType: 'none',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  boxShadow: 'lg',
  zIndex: 'dropdown',
});
export const NO_RESULTS = fixedStyles({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' });
