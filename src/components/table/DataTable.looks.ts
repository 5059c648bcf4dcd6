import { fixedStyles, recipeStyles, slotRecipeStyles } from '../styled/fixedClass';
import { TABLE_VARIANT } from './tableVariant';

// Plain elements with fixed classes, as Chakra's Table parts draw them: a table is on most pages' first render.
export const WRAPPER = fixedStyles({ minW: '0' });
/** The filter box: Chakra's Input (size sm) as a plain element; Chakra's imports ark's whole Field (4.5 KB gzip). */
export const FILTER_INPUT = recipeStyles('input', { size: 'sm' }, { maxW: '20rem', mb: '3' });
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

// Rows and cells (tableClasses.ts): a column's width and alignment are its cells' own style attribute.
/** Hidden on phones, for the columns that ask (hideOnMobile). */
const PHONE_HIDDEN = { display: { base: 'none', sm: 'table-cell' } } as const;
export const ROW = slotRecipeStyles('table', 'row', TABLE_VARIANT);
export const CELL = slotRecipeStyles('table', 'cell', TABLE_VARIANT);
export const PHONE_HIDDEN_CELL = slotRecipeStyles('table', 'cell', TABLE_VARIANT, PHONE_HIDDEN);
export const SELECT_CELL = slotRecipeStyles('table', 'cell', TABLE_VARIANT, { width: '2.5rem' });
export const HEAD_ROW = slotRecipeStyles('table', 'row', TABLE_VARIANT, { bg: 'bg.subtle' });
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
export const COLUMN_HEADER = slotRecipeStyles('table', 'columnHeader', TABLE_VARIANT, NO_WRAP);
export const PHONE_HIDDEN_COLUMN_HEADER = slotRecipeStyles(
  'table',
  'columnHeader',
  TABLE_VARIANT,
  NO_WRAP,
  PHONE_HIDDEN,
);
export const SELECT_HEADER = slotRecipeStyles('table', 'columnHeader', TABLE_VARIANT, {
  width: '2.5rem',
});
export const SORT_BUTTON = fixedStyles({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontWeight: 'inherit',
  cursor: 'pointer',
  focusRing: 'outside',
  rounded: 'l1',
});
/** A loading row's grey bar. */
export const SKELETON = recipeStyles('skeleton', {}, { height: '4' });
