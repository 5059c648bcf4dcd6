import { useSlotRecipe } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useStyleClass } from '../styled/useStyleClass';
import type { DataTableColumn } from './types';

/** The look of every data table: Chakra's table recipe, small, rows highlighted under the pointer. */
export const TABLE_VARIANT = { size: 'sm', interactive: true } as const;

/** Responsive display of a cell: hidden on phones when the column asks. */
export function cellDisplay(hideOnMobile: boolean | undefined) {
  return hideOnMobile ? { base: 'none', sm: 'table-cell' } : undefined;
}

export interface TableClasses {
  row: string;
  selectCell: string;
  /** One per column, in the columns' order. */
  cells: readonly string[];
}

/**
 * The class names of a table's body rows and cells, as Chakra's Table.Row and Table.Cell would style them, resolved
 * once per table and columns: the rows then render plain <tr> and <td> (a list of 25 rows had 175 styled elements
 * for these alone, each resolving the same styles at every render).
 */
export function useTableClasses<Item>(columns: readonly DataTableColumn<Item>[]): TableClasses {
  const styleClass = useStyleClass();
  const recipe = useSlotRecipe({ key: 'table' });
  return useMemo(() => {
    const slots = recipe(TABLE_VARIANT);
    const cell = (styles: Parameters<typeof styleClass>[0]) =>
      `chakra-table__cell ${styleClass(slots.cell, styles)}`;
    return {
      row: `chakra-table__row ${styleClass(slots.row)}`,
      selectCell: cell({ width: '2.5rem' }),
      cells: columns.map((column) =>
        cell({
          textAlign: column.align,
          width: column.width,
          display: cellDisplay(column.hideOnMobile),
        }),
      ),
    };
  }, [recipe, styleClass, columns]);
}
