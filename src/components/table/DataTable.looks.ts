import { fixedStyles, recipeStyles, slotRecipeStyles } from '../../styles/fixedClass';
import { COLUMN_WIDTH_VAR } from './columnWidthVar';
import { TABLE_VARIANT } from './tableVariant';

// Plain elements with fixed classes, as Chakra's Table parts draw them: a table is on most pages' first render.
export const WRAPPER = fixedStyles({ minW: '0' });
/** The filter box: Chakra's Input (size sm) as a plain element; Chakra's imports ark's whole Field (4.5 KB gzip). */
export const FILTER_INPUT = recipeStyles('input', { size: 'sm' }, { maxW: '20rem', mb: '3' });
/**
 * Table.ScrollArea's own styles, but cells wrap: with Chakra's `nowrap` one long title widened the
 * table past the screen and hid every row's last columns. Relative, so visually hidden header texts stay inside.
 */
export const SCROLL_AREA = fixedStyles(
  {
    display: 'block',
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
/**
 * Server text with a long word (a path, a hostile title: `IsolatedText` marks it) may break inside it, so that
 * word cannot set the column's narrowest width; other words stay whole (breaking them all would let a long
 * neighbour squeeze a column to a letter) and wrap only between words.
 */
const SERVER_TEXT_BREAKS = {
  overflowWrap: 'break-word',
  '& [data-long-word]': { overflowWrap: { base: 'anywhere', sm: 'break-word' } },
  '& [data-long-word="huge"]': { overflowWrap: 'anywhere' },
} as const;
/**
 * On phones, narrower gutters and no column widths: the columns size to their content, so that a row's last
 * columns (its actions) fit 390 px beside the text instead of a fixed width squeezing the text column.
 */
const PHONE_FIT = {
  px: { base: '1.5', sm: '2' },
  width: { sm: `var(${COLUMN_WIDTH_VAR}, auto)` },
} as const;
const CELL_LOOK = { ...SERVER_TEXT_BREAKS, ...PHONE_FIT } as const;
export const ROW = slotRecipeStyles('table', 'row', TABLE_VARIANT);
export const CELL = slotRecipeStyles('table', 'cell', TABLE_VARIANT, CELL_LOOK);
export const PHONE_HIDDEN_CELL = slotRecipeStyles(
  'table',
  'cell',
  TABLE_VARIANT,
  CELL_LOOK,
  PHONE_HIDDEN,
);
export const SELECT_CELL = slotRecipeStyles('table', 'cell', TABLE_VARIANT, { width: '2.5rem' });
export const HEAD_ROW = slotRecipeStyles('table', 'row', TABLE_VARIANT, { bg: 'bg.subtle' });
const HEADER_LOOK = { whiteSpace: 'nowrap', ...PHONE_FIT } as const;
export const COLUMN_HEADER = slotRecipeStyles('table', 'columnHeader', TABLE_VARIANT, HEADER_LOOK);
export const PHONE_HIDDEN_COLUMN_HEADER = slotRecipeStyles(
  'table',
  'columnHeader',
  TABLE_VARIANT,
  HEADER_LOOK,
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
