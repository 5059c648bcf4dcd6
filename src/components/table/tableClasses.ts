import { useRecipe, useSlotRecipe } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useStyleClass } from '../styled/useStyleClass';
import { TABLE_VARIANT } from './tableVariant';
import type { DataTableColumn } from './types';

/** Responsive display of a cell: hidden on phones when the column asks. */
export function cellDisplay(hideOnMobile: boolean | undefined) {
  return hideOnMobile ? { base: 'none', sm: 'table-cell' } : undefined;
}

/** A column's own styles, the same in its header and its cells. */
function columnStyles<Item>(column: DataTableColumn<Item>) {
  return {
    textAlign: column.align,
    width: column.width,
    display: cellDisplay(column.hideOnMobile),
  };
}

export interface TableClasses {
  row: string;
  selectCell: string;
  /** One per column, in the columns' order. */
  cells: readonly string[];
  head: string;
  headRow: string;
  selectHeader: string;
  /** One per column, in the columns' order. */
  headers: readonly string[];
  sortButton: string;
  /** A loading row's grey bar. */
  skeleton: string;
}

const SORT_BUTTON = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontWeight: 'inherit',
  cursor: 'pointer',
  focusRing: 'outside',
  rounded: 'l1',
} as const;

/**
 * The class names of a table's rows and cells (body, header and loading rows), as Chakra's Table parts would style
 * them, resolved once per table and columns: the table then renders plain elements (a list of 25 rows had 175
 * styled elements for its body cells alone, each resolving the same styles at every render).
 */
export function useTableClasses<Item>(columns: readonly DataTableColumn<Item>[]): TableClasses {
  const styleClass = useStyleClass();
  const recipe = useSlotRecipe({ key: 'table' });
  const skeleton = useRecipe({ key: 'skeleton' });
  return useMemo(() => {
    const slots = recipe(TABLE_VARIANT);
    const cell = (styles: Parameters<typeof styleClass>[0]) =>
      `chakra-table__cell ${styleClass(slots.cell, styles)}`;
    const header = (styles: Parameters<typeof styleClass>[0]) =>
      `chakra-table__columnHeader ${styleClass(slots.columnHeader, styles)}`;
    return {
      row: `chakra-table__row ${styleClass(slots.row)}`,
      selectCell: cell({ width: '2.5rem' }),
      cells: columns.map((column) => cell(columnStyles(column))),
      head: `chakra-table__header ${styleClass(slots.header)}`,
      headRow: `chakra-table__row ${styleClass(slots.row, { bg: 'bg.subtle' })}`,
      selectHeader: header({ width: '2.5rem' }),
      headers: columns.map((column) => header({ ...columnStyles(column), whiteSpace: 'nowrap' })),
      sortButton: styleClass(SORT_BUTTON),
      skeleton: `chakra-skeleton ${styleClass(skeleton({}), { height: '4' })}`,
    };
  }, [recipe, skeleton, styleClass, columns]);
}
