import { slotRecipeStyles } from '../../styles/fixedClass';

const SM_SOLID = { size: 'sm', variant: 'solid' };

/** Chakra's Checkbox (sm, solid) as fixed styles: its label, control and text; the input is VISUALLY_HIDDEN. */
export const ROOT = slotRecipeStyles('checkbox', 'root', SM_SOLID);
// Ark marks the control focus-visible when its hidden input is; here the input is the control's sibling.
export const CONTROL = slotRecipeStyles('checkbox', 'control', SM_SOLID, {
  'input:focus-visible + &': { focusRing: 'outside' },
});
export const LABEL = slotRecipeStyles('checkbox', 'label', SM_SOLID);
