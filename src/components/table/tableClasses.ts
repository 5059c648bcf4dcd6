import { useMemo, type CSSProperties } from 'react';
import { useFixedClass } from '../../styles/fixedClass';
import { COLUMN_WIDTH_VAR } from './columnWidthVar';
import {
  CELL,
  COLUMN_HEADER,
  HEAD_ROW,
  PHONE_HIDDEN_CELL,
  PHONE_HIDDEN_COLUMN_HEADER,
  ROW,
  SELECT_CELL,
  SELECT_HEADER,
  SKELETON,
  SORT_BUTTON,
} from './DataTable.looks';
import type { DataTableColumn } from './types';

/** What a column's cells (or its header) carry: a built look's class, and the column's width and alignment. */
export interface CellLook {
  className: string;
  style?: CSSProperties;
}

export interface TableClasses {
  row: string;
  selectCell: string;
  /** One per column, in the columns' order. */
  cells: readonly CellLook[];
  head: string;
  headRow: string;
  selectHeader: string;
  /** One per column, in the columns' order. */
  headers: readonly CellLook[];
  sortButton: string;
  /** A loading row's grey bar. */
  skeleton: string;
}

/**
 * A column's width and alignment, the same in its header and its cells; none when it sets neither. The width is
 * a variable that the cell looks apply from 'sm' up (DataTable.looks.ts): on phones columns size to their content.
 */
function columnStyle<Item>({ width, align }: DataTableColumn<Item>): CSSProperties | undefined {
  if (width === undefined && align === undefined) return undefined;
  return { [COLUMN_WIDTH_VAR]: width, textAlign: align } as CSSProperties;
}

/**
 * The class names of a table's rows and cells (body, header and loading rows), as Chakra's Table parts would style
 * them: built looks (DataTable.looks.ts, in index.html), so the table renders plain elements and resolves no
 * styles in the page; what differs per column (width, alignment) is a style attribute.
 */
export function useTableClasses<Item>(columns: readonly DataTableColumn<Item>[]): TableClasses {
  const row = useFixedClass(ROW);
  const cell = useFixedClass(CELL);
  const phoneHiddenCell = useFixedClass(PHONE_HIDDEN_CELL);
  const selectCell = useFixedClass(SELECT_CELL);
  const headRow = useFixedClass(HEAD_ROW);
  const header = useFixedClass(COLUMN_HEADER);
  const phoneHiddenHeader = useFixedClass(PHONE_HIDDEN_COLUMN_HEADER);
  const selectHeader = useFixedClass(SELECT_HEADER);
  const sortButton = useFixedClass(SORT_BUTTON);
  const skeleton = useFixedClass(SKELETON);
  return useMemo(() => {
    const styles = columns.map(columnStyle);
    return {
      row: `chakra-table__row ${row}`,
      selectCell: `chakra-table__cell ${selectCell}`,
      cells: columns.map((column, index) => ({
        className: `chakra-table__cell ${column.hideOnMobile ? phoneHiddenCell : cell}`,
        style: styles[index],
      })),
      // The small interactive table's header part has no styles of its own.
      head: 'chakra-table__header',
      headRow: `chakra-table__row ${headRow}`,
      selectHeader: `chakra-table__columnHeader ${selectHeader}`,
      headers: columns.map((column, index) => ({
        className: `chakra-table__columnHeader ${column.hideOnMobile ? phoneHiddenHeader : header}`,
        style: styles[index],
      })),
      sortButton,
      skeleton: `chakra-skeleton ${skeleton}`,
    };
  }, [
    columns,
    row,
    cell,
    phoneHiddenCell,
    selectCell,
    headRow,
    header,
    phoneHiddenHeader,
    selectHeader,
    sortButton,
    skeleton,
  ]);
}
