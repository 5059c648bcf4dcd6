import { memo, type ReactElement } from 'react';
import { isolated } from '../text/ServerText';
import { SelectCheckbox } from './SelectCheckbox';
import type { TableClasses } from './tableClasses';
import type { DataTableColumn, RowKey } from './types';

export interface DataTableRowProps<Row, Item> {
  row: Row;
  rowKey: RowKey;
  columns: readonly DataTableColumn<Item>[];
  /** The row's and cells' class names (useTableClasses), stable for the columns. */
  classes: TableClasses;
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
  classes,
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
    <tr
      className={classes.row}
      data-selected={selected ? '' : undefined}
      aria-selected={selectable ? selected : undefined}
    >
      {selectable && (
        <td className={classes.selectCell}>
          <SelectCheckbox
            checked={selected}
            onChange={(checked) => onToggle(rowKey, checked)}
            label={label}
          />
        </td>
      )}
      {columns.map((column, index) => (
        <td key={column.id} {...classes.cells[index]}>
          {/* The entity may not be in the store yet (loaded progressively): a placeholder meanwhile. */}
          {item === undefined ? <div className={classes.skeleton} /> : isolated(column.cell(item))}
        </td>
      ))}
    </tr>
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
