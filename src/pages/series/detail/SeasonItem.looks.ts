import { slotRecipeStyles } from '../../../styles/fixedClass';

// Chakra's Accordion, enclosed, as the season list used it.
const VARIANT = { variant: 'enclosed' };
export const ROOT = slotRecipeStyles('accordion', 'root', VARIANT);
export const ITEM = slotRecipeStyles('accordion', 'item', VARIANT);
export const TRIGGER = slotRecipeStyles('accordion', 'itemTrigger', VARIANT, {
  px: '4',
  py: '3',
  cursor: 'pointer',
});
export const INDICATOR = slotRecipeStyles('accordion', 'itemIndicator', VARIANT);
export const CONTENT = slotRecipeStyles('accordion', 'itemContent', VARIANT);
export const BODY = slotRecipeStyles('accordion', 'itemBody', VARIANT, {
  px: { base: '2', md: '4' },
  pb: '4',
});
