import { useMemo } from 'react';
import {
  DataTable,
  type DataTableColumn,
  type RowSelection,
  type ServerPagination,
  type SortState,
} from '../../components';
import { clampPage, pageCount } from '../../components/table/pagination';
import type { LibraryItem, LibraryKind } from './libraryKinds';

export interface LibraryTableProps<Item extends LibraryItem> {
  kind: LibraryKind<Item>;
  /** The filtered, sorted ids. */
  rows: readonly number[];
  /** Stable (module level): rows are memoized on it. */
  columns: readonly DataTableColumn<Item>[];
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  pageSize: number;
  /** Zero-based; with `onPageChange` the page is the caller's (the address), else the table's own. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Mass editor: a checkbox per row and select-all over every loaded row that passes the filters. */
  selection?: RowSelection;
  /** How many rows the list has when `rows` holds only the first ones (the rest not loaded yet). */
  total?: number;
  loading: boolean;
  emptyText: string;
}

const rowKeyOf = (id: number) => id;
const titleOf = (item: LibraryItem) => item.title;

/**
 * The table view of a library list. Rows are ids; each row reads its item from the entity slice, so a change
 * to one item re-renders one row. With a controlled page, the ids of that page are handed to the table as a
 * 'server' page (the table then pages nothing itself); select-all needs every row, so the mass editor lets
 * the table page.
 */
export function LibraryTable<Item extends LibraryItem>({
  kind,
  rows,
  columns,
  sort,
  onSortChange,
  pageSize,
  page = 0,
  onPageChange,
  selection,
  total,
  loading,
  emptyText,
}: LibraryTableProps<Item>) {
  const rowCount = Math.max(rows.length, total ?? 0);
  const pageIndex = clampPage(page, pageCount(rowCount, pageSize));
  const controlled = onPageChange !== undefined && selection === undefined;
  const pageRows = useMemo(
    () =>
      controlled && pageSize > 0
        ? rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)
        : rows,
    [controlled, rows, pageIndex, pageSize],
  );
  const server = useMemo<ServerPagination | undefined>(
    () => (controlled ? { total: rowCount, pageIndex, onPageChange: onPageChange } : undefined),
    [controlled, rowCount, pageIndex, onPageChange],
  );
  // A page whose rows are not loaded yet shows placeholders until they are.
  const pageLoading =
    controlled &&
    pageSize > 0 &&
    pageRows.length < Math.min(pageSize, rowCount - pageIndex * pageSize);
  return (
    <DataTable
      label={kind.plural}
      rows={pageRows}
      columns={columns}
      getRowKey={rowKeyOf}
      useItem={kind.useItem}
      pageSize={pageSize}
      server={server}
      loading={loading || pageLoading}
      emptyText={emptyText}
      sort={sort}
      onSortChange={onSortChange}
      selection={selection}
      rowLabel={titleOf}
    />
  );
}
