import { fixedStyles, recipeStyles } from '../../../styles/fixedClass';

// The profile's name badge and its list (the look of Chakra's Badge and HStack): in every series and movie page's
// first render.
export const PROFILE = recipeStyles(
  'badge',
  { variant: 'surface', size: 'md' },
  { colorPalette: 'gray', gap: '1.5' },
);
export const LIST = fixedStyles({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '1.5',
  flexWrap: 'wrap',
  listStyleType: 'none',
});
