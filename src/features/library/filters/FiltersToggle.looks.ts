import { recipeStyles } from '../../../styles/fixedClass';

/** Chakra's outline sm Button, on phones only. */
export const TOGGLE = recipeStyles(
  'button',
  { variant: 'outline', size: 'sm' },
  { hideFrom: 'md' },
);
