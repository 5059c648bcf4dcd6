/** The CSS variable holding a column's own width: set on its cells (tableClasses.ts), applied by their looks. */
export const COLUMN_WIDTH_VAR = '--column-width';
