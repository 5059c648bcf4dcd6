import { Skeleton, Table } from '@chakra-ui/react';
import { memo, type ReactElement } from 'react';
import { isolated } from '../text/ServerText';
import { SelectCheckbox } from './SelectCheckbox';
import type { DataTableColumn, RowKey } from './types';

/** Responsive display of a cell: hidden on phones when the column asks. */
export function cellDisplay(hideOnMobile: boolean | undefined) {
  return hideOnMobile ? { base: 'none', sm: 'table-cell' } : undefined;
}

export interface DataTableRowProps<Row, Item> {
  row: Row;
  rowKey: RowKey;
  columns: readonly DataTableColumn<Item>[];
  /** Reads the row's item, e.g. from the store by id; a hook, stable for the table's lifetime. */
  useItem: (row: Row) => Item | undefined;
  selectable: boolean;
  selected: boolean;
  /** Stable across renders, so toggling one row does not re-render the others. */
  onToggle: (rowKey: RowKey, checked: boolean) => void;
  rowLabel?: (item: Item) => string;
}

function DataTableRowView<Row, Item>({
  row,
  rowKey,
  columns,
  useItem,
  selectable,
  selected,
  onToggle,
  rowLabel,
}: DataTableRowProps<Row, Item>) {
  const item = useItem(row);
  const label =
    item !== undefined && rowLabel ? `Select ${rowLabel(item)}` : `Select row ${rowKey}`;
  return (
    <Table.Row
      data-selected={selected ? '' : undefined}
      aria-selected={selectable ? selected : undefined}
    >
      {selectable && (
        <Table.Cell width="2.5rem">
          <SelectCheckbox
            checked={selected}
            onChange={(checked) => onToggle(rowKey, checked)}
            label={label}
          />
        </Table.Cell>
      )}
      {columns.map((column) => (
        <Table.Cell
          key={column.id}
          textAlign={column.align}
          width={column.width}
          display={cellDisplay(column.hideOnMobile)}
        >
          {/* The entity may not be in the store yet (loaded progressively): a placeholder meanwhile. */}
          {item === undefined ? <Skeleton height="4" /> : isolated(column.cell(item))}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}

/** A table row that re-renders only when its own props change (memo), not when a sibling row does. */
export const DataTableRow = memo(DataTableRowView) as <Row, Item>(
  props: DataTableRowProps<Row, Item>,
) => ReactElement;

/** `useItem` for tables whose rows are the items themselves. */
export function useRowAsItem<Row>(row: Row): Row {
  return row;
}
