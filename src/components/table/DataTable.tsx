import { useCallback, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { EmptyState } from '../pageFrame/EmptyState';
import { DataTableHeader } from './DataTableHeader';
import { DataTableRow, useRowAsItem } from './DataTableRow';
import { useFixedClass } from '../../styles/fixedClass';
import { BODY, CELL, FILTER_INPUT, ROOT, ROW, SCROLL_AREA, WRAPPER } from './DataTable.looks';
import { useTableClasses, type TableClasses } from './tableClasses';
import { TablePager } from './TablePager';
import { useTableModel } from './useTableModel';
import type {
  DataTableColumn,
  RowKey,
  RowSelection,
  ServerPagination,
  SortState,
  TableFilter,
} from './types';

/**
 * Rows per page of a table that is not one of the app's paged lists (a dialog's search results or deletion
 * preview, an item's history), and the placeholder rows of a loading table: lists pass general.page_size.
 */
export const SMALL_TABLE_PAGE_SIZE = 10;

export interface DataTableProps<Row, Item> {
  /** Accessible name of the table, e.g. 'Tasks'. */
  label: string;
  /** The items, or ids that each row resolves through `useItem`. */
  rows: readonly Row[];
  /** Keep the array stable (module level or useMemo): rows are memoized on it. */
  columns: readonly DataTableColumn<Item>[];
  getRowKey: (row: Row) => RowKey;
  /**
   * For rows given as ids: a hook (defined at module level) each row calls to read its item,
   * e.g. `(id: number) => useAppSelector((state) => moviesSelectors.selectById(state, id))`.
   * Then the page sorts and filters the ids itself (controlled `sort` and `filter.value`).
   */
  useItem?: (row: Row) => Item | undefined;
  /** Rows per page; 0 shows all rows. Default SMALL_TABLE_PAGE_SIZE (10). */
  pageSize?: number;
  /** Server-side paging: `rows` is the current page. Without it, the table pages `rows` itself. */
  server?: ServerPagination;
  /** Shows placeholder rows instead of the rows. */
  loading?: boolean;
  /** How many placeholder rows (docs/behaviour.md §9: 5 episode history, 10 search results). Default: page size up to 10. */
  placeholderRows?: number;
  /** Shown when there are no rows. */
  emptyText?: ReactNode;
  /** A filter input above the table. */
  filter?: TableFilter<Row>;
  /** Controlled sort state; leave out to let the table keep it (starting at `defaultSort`). */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Checkbox column with select-all (over all filtered rows, or the current page for server paging). */
  selection?: RowSelection;
  /** Names a row's checkbox: 'Select {rowLabel}'. */
  rowLabel?: (item: Item) => string;
}

/**
 * A list of rows with sortable headers, optional filter, selection and a pager footer.
 * Rows are memoized: give ids with `useItem` for large lists so one changed entity re-renders one row.
 * Usage: `<DataTable label="Tasks" rows={tasks} columns={taskColumns} getRowKey={(t) => t.job_id} />`.
 */
export function DataTable<Row>(props: DataTableProps<Row, Row>): ReactElement;
export function DataTable<Row, Item>(
  props: DataTableProps<Row, Item> & { useItem: (row: Row) => Item | undefined },
): ReactElement;
export function DataTable<Row, Item>(props: DataTableProps<Row, Item>): ReactElement {
  const {
    label,
    columns,
    getRowKey,
    pageSize = SMALL_TABLE_PAGE_SIZE,
    server,
    loading = false,
    emptyText = 'No data',
    filter,
    selection,
    rowLabel,
  } = props;
  // The overloads guarantee that Row is Item whenever useItem is missing.
  const useItem = props.useItem ?? (useRowAsItem as (row: Row) => Item | undefined);
  const sortColumns = props.useItem
    ? null
    : (columns as unknown as readonly DataTableColumn<Row>[]);
  const model = useTableModel({ ...props, pageSize, sortColumns });
  const classes = useTableClasses(columns);
  const emptyRow = useFixedClass(ROW);
  const emptyCell = useFixedClass(CELL);

  // Latest selection for the stable toggle callback below.
  const selectionRef = useRef(selection);
  useLayoutEffect(() => {
    selectionRef.current = selection;
  });
  const onToggle = useCallback((rowKey: RowKey, checked: boolean) => {
    const current = selectionRef.current;
    if (!current) return;
    const next = new Set(current.selected);
    if (checked) next.add(rowKey);
    else next.delete(rowKey);
    current.onChange(next);
  }, []);

  const columnCount = columns.length + (selection ? 1 : 0);
  const selectableKeys = selection
    ? (server ? model.visibleRows : model.processedRows).map(getRowKey)
    : [];
  const selectedCount = selection
    ? selectableKeys.filter((key) => selection.selected.has(key)).length
    : 0;

  const filterClass = useFixedClass(FILTER_INPUT);
  return (
    <div className={useFixedClass(WRAPPER)}>
      {filter && (
        <input
          className={`chakra-input ${filterClass}`}
          aria-label={filter.placeholder ?? 'Filter'}
          placeholder={filter.placeholder ?? 'Filter'}
          value={model.filterText}
          onChange={(event) => model.setFilterText(event.target.value)}
        />
      )}
      {/* Plain elements with Chakra's Table looks (DataTable.looks.ts). */}
      <div className={useFixedClass(SCROLL_AREA)}>
        <table
          className={`chakra-table__root ${useFixedClass(ROOT)}`}
          aria-label={label}
          aria-busy={loading}
        >
          <DataTableHeader
            columns={columns}
            sort={model.sort}
            onSort={model.toggleSort}
            classes={classes}
            selectAll={
              selection && {
                checked:
                  selectedCount === 0
                    ? false
                    : selectedCount === selectableKeys.length
                      ? true
                      : 'indeterminate',
                onChange: (checked) => {
                  const next = new Set(selection.selected);
                  for (const key of selectableKeys) {
                    if (checked) next.add(key);
                    else next.delete(key);
                  }
                  selection.onChange(next);
                },
              }
            }
          />
          <tbody className={`chakra-table__body ${useFixedClass(BODY)}`}>
            {loading ? (
              <PlaceholderRows
                count={props.placeholderRows ?? Math.min(pageSize || SMALL_TABLE_PAGE_SIZE, 10)}
                columns={columns}
                classes={classes}
                selectable={!!selection}
              />
            ) : model.visibleRows.length === 0 ? (
              <tr className={`chakra-table__row ${emptyRow}`}>
                <td className={`chakra-table__cell ${emptyCell}`} colSpan={columnCount}>
                  <EmptyState py="4">{emptyText}</EmptyState>
                </td>
              </tr>
            ) : (
              model.visibleRows.map((row) => {
                const rowKey = getRowKey(row);
                return (
                  <DataTableRow<Row, Item>
                    key={rowKey}
                    row={row}
                    rowKey={rowKey}
                    columns={columns}
                    classes={classes}
                    useItem={useItem}
                    selectable={!!selection}
                    selected={selection?.selected.has(rowKey) ?? false}
                    onToggle={onToggle}
                    rowLabel={rowLabel}
                  />
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {!loading && model.total > 0 && (
        <TablePager
          pageIndex={model.pageIndex}
          pageSize={pageSize}
          total={model.total}
          onPageChange={model.setPage}
        />
      )}
    </div>
  );
}

interface PlaceholderRowsProps<Item> {
  count: number;
  columns: readonly DataTableColumn<Item>[];
  classes: TableClasses;
  selectable: boolean;
}

/** Grey bars in the columns' cells while the first page loads (plain elements: part of every first load). */
function PlaceholderRows<Item>({
  count,
  columns,
  classes,
  selectable,
}: PlaceholderRowsProps<Item>) {
  return Array.from({ length: count }, (_, index) => (
    <tr key={index} className={classes.row} data-testid="placeholder-row">
      {selectable && <td className={classes.selectCell} />}
      {columns.map((column, columnIndex) => (
        <td key={column.id} {...classes.cells[columnIndex]}>
          <div className={classes.skeleton} />
        </td>
      ))}
    </tr>
  ));
}
