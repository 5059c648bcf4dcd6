import { fixedStyles, recipeStyles } from '../../../styles/fixedClass';

// Plain elements with fixed classes (the look of Chakra's Box, Flex, Image, Stack, HStack, Badge and Text): the
// head of every series and movie page, part of their first render.
export const SECTION = fixedStyles({
  position: 'relative',
  bg: 'bg.panel',
  borderBottomWidth: '1px',
  borderColor: 'border',
  overflow: 'hidden',
});
/** The fanart behind; the image itself is the element's style attribute. */
export const FANART = fixedStyles({
  position: 'absolute',
  inset: '0',
  bgSize: 'cover',
  bgPos: 'center',
  opacity: 0.12,
});
export const BODY = fixedStyles({
  display: 'flex',
  position: 'relative',
  gap: '5',
  px: { base: '3', md: '6' },
  py: '5',
  alignItems: 'start',
});
export const POSTER = fixedStyles({
  w: '140px',
  aspectRatio: '2 / 3',
  objectFit: 'cover',
  rounded: 'md',
  shadow: 'md',
  flexShrink: 0,
  hideBelow: 'sm',
  bg: 'bg.muted',
});
export const TEXTS = fixedStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minW: '0',
  flex: '1',
});
export const FACTS = fixedStyles({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
});
export const FACT = recipeStyles(
  'badge',
  { variant: 'surface', size: 'md' },
  { colorPalette: 'gray', gap: '1.5', maxW: '100%' },
);
export const FACT_TEXT = fixedStyles({ truncate: true });
export const TAG = recipeStyles(
  'badge',
  { variant: 'subtle' },
  { colorPalette: 'brand', gap: '1' },
);
export const SUMMARY = fixedStyles({
  color: 'fg.muted',
  textStyle: 'sm',
  lineClamp: 4,
  maxW: '4xl',
});
