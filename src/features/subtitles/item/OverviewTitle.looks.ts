import { fixedStyles, recipeStyles } from '../../../styles/fixedClass';

// Plain elements with fixed classes (the look of Chakra's Stack, HStack, Heading and Text): the title of every
// series and movie page, part of their first render.
export const TITLES = fixedStyles({ display: 'flex', flexDirection: 'column', gap: '1' });
export const TITLE_LINE = fixedStyles({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '2',
});
export const HEADING = recipeStyles('heading', { size: '2xl' }, { lineHeight: 'short', minW: '0' });
export const YEAR = fixedStyles({
  color: 'fg.muted',
  fontWeight: 'normal',
  ms: '2',
  textStyle: 'lg',
});
export const OTHER_TITLES = fixedStyles({ textStyle: 'sm', color: 'fg.muted' });
export const OTHER_TITLES_LABEL = fixedStyles({ fontWeight: 'medium' });
