import { fixedStyles, slotRecipeStyles } from '../styled/fixedClass';
import { TABLE_VARIANT } from './tableVariant';

// Plain elements with fixed classes, as Chakra's Table parts draw them: a table is on most pages' first render.
export const WRAPPER = fixedStyles({ minW: '0' });
/** Table.ScrollArea's own styles; relative, so that visually hidden header texts stay inside it. */
export const SCROLL_AREA = fixedStyles(
  {
    display: 'block',
    whiteSpace: 'nowrap',
    WebkitOverflowScrolling: 'touch',
    overflow: 'auto',
    maxWidth: '100%',
  },
  { position: 'relative', borderWidth: '1px', borderColor: 'border', rounded: 'md' },
);
export const ROOT = slotRecipeStyles('table', 'root', TABLE_VARIANT);
export const BODY = slotRecipeStyles('table', 'body', TABLE_VARIANT);
export const EMPTY_ROW = slotRecipeStyles('table', 'row', TABLE_VARIANT);
export const EMPTY_CELL = slotRecipeStyles('table', 'cell', TABLE_VARIANT);
