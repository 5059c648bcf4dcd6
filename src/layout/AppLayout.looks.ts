import { fixedStyles } from '../styles/fixedClass';

// Plain elements with fixed classes (the look of Chakra's Flex and Box): the layout is part of every page's first
// render.
export const ROOT = fixedStyles({
  display: 'flex',
  flexDirection: 'column',
  h: '100dvh',
  bg: 'bg',
});
export const BODY = fixedStyles({ display: 'flex', flex: '1', minH: '0' });
export const SIDEBAR = fixedStyles({
  w: 'sidebar',
  flexShrink: 0,
  hideBelow: 'md',
  bg: 'bg.panel',
  borderRightWidth: '1px',
  borderColor: 'border',
});
export const MAIN = fixedStyles({
  flex: '1',
  minW: '0',
  overflowY: 'auto',
  position: 'relative',
  focusVisibleRing: 'inside',
});
