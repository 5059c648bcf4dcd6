import { recipeStyles } from '../../styles/fixedClass';

// Chakra's Badge (its default variant and size) in each status's palette: one per subtitle of a row.
export const BADGES = {
  yellow: recipeStyles('badge', {}, { colorPalette: 'yellow' }),
  gray: recipeStyles('badge', {}, { colorPalette: 'gray' }),
  purple: recipeStyles('badge', {}, { colorPalette: 'purple' }),
};
