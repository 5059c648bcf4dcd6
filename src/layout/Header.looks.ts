import { fixedStyles, recipeStyles } from '../styles/fixedClass';
import { ICON_BUTTON } from '../components/styled/buttonLook';

// Plain elements with fixed classes (the look of Chakra's Flex, IconButton, Image, Text and Spacer): the header
// is part of every page's first render.
export const HEADER = fixedStyles({
  // Anchors the search suggestions on phones, where they span the header's width.
  position: 'relative',
  display: 'flex',
  h: 'header',
  flexShrink: 0,
  alignItems: 'center',
  gap: { base: '2', md: '3' },
  px: { base: '2', md: '4' },
  bg: 'bg.panel',
  borderBottomWidth: '1px',
  borderColor: 'border',
});
export const MENU_BUTTON = recipeStyles('button', { variant: 'ghost' }, ICON_BUTTON, {
  hideFrom: 'md',
});
export const LOGO = fixedStyles({ objectFit: 'cover', boxSize: '8' });
export const NAME = fixedStyles({
  fontSize: 'xl',
  fontWeight: 'bold',
  letterSpacing: 'tight',
  flexShrink: 0,
});
/** This UI's name and version beside Bazarr's; phones keep the room for search. */
export const PRODUCT = fixedStyles({
  display: { base: 'none', sm: 'block' },
  fontSize: 'xs',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  flexShrink: 0,
});
