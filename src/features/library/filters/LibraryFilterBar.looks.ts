import { fixedStyles, recipeStyles } from '../../../styles/fixedClass';

// Plain elements with fixed classes (Chakra's Stack, Flex, Input and Spacer): the bar is on /series and /movies.
export const BAR = fixedStyles({ display: 'flex', flexDirection: 'column', gap: '2' });
export const FIRST_LINE = fixedStyles({ display: 'flex', gap: '2', alignItems: 'center' });
export const TEXT = recipeStyles(
  'input',
  { size: 'sm' },
  { flex: { base: '1 1 8rem', md: '0 1 20rem' } },
);
const selects = (phones: 'flex' | 'none') =>
  fixedStyles({
    display: { base: phones, md: 'flex' },
    gap: '2',
    flexWrap: 'wrap',
    alignItems: 'center',
  });
/** Phones show the selects on demand; wider screens always. */
export const SELECTS = { open: selects('flex'), closed: selects('none') };
