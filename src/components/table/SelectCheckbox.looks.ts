import { fixedStyles, recipeStyles } from '../../styles/fixedClass';

/** The label around the hidden input and the drawn box. */
export const LABEL = fixedStyles({
  display: 'inline-flex',
  verticalAlign: 'middle',
  cursor: 'checkbox',
});
/** Chakra's Checkmark (sm, solid); focus shows on the box when the hidden input before it has it. */
export const CHECKMARK = recipeStyles(
  'checkmark',
  { size: 'sm', variant: 'solid' },
  { 'input:focus-visible + &': { focusRing: 'outside' } },
);
