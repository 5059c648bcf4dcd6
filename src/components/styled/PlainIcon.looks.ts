import { recipeStyles, type FixedStyles } from '../../styles/fixedClass';

/** Chakra's Icon recipe at the sizes the shell uses (boxSize tokens). */
export const SIZES = {
  '3.5': recipeStyles('icon', {}, { boxSize: '3.5' }),
  '4': recipeStyles('icon', {}, { boxSize: '4' }),
} satisfies Record<string, FixedStyles>;
