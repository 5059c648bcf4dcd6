import { useMemo, useState } from 'react';
import { clampPage, pageCount } from './pagination';
import { filterRows, nextSort, sortRows } from './rowModel';
import type { DataTableColumn, ServerPagination, SortState, TableFilter } from './types';

export interface TableModelOptions<Row> {
  rows: readonly Row[];
  /** Set when rows are the items, so the table can sort them with the columns. */
  sortColumns: readonly DataTableColumn<Row>[] | null;
  filter?: TableFilter<Row>;
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  pageSize: number;
  server?: ServerPagination;
}

/** Sorting, filtering and paging of a DataTable, each either done here or left to the page (controlled). */
export function useTableModel<Row>({
  rows,
  sortColumns,
  filter,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  pageSize,
  server,
}: TableModelOptions<Row>) {
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const [ownFilter, setOwnFilter] = useState('');
  const [ownPage, setOwnPage] = useState(0);

  const sort = controlledSort === undefined ? ownSort : controlledSort;
  const filterText = filter?.value ?? ownFilter;
  const getText = server ? undefined : filter?.getText;

  const processedRows = useMemo(() => {
    if (server) return rows;
    const filtered = getText ? filterRows(rows, getText, filterText) : rows;
    return sortColumns ? sortRows(filtered, sortColumns, sort) : filtered;
  }, [rows, server, getText, filterText, sortColumns, sort]);

  const total = server ? server.total : processedRows.length;
  const pageIndex = clampPage(server ? server.pageIndex : ownPage, pageCount(total, pageSize));

  const visibleRows = useMemo(() => {
    if (server || pageSize <= 0) return processedRows;
    return processedRows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  }, [processedRows, server, pageSize, pageIndex]);

  return {
    /** All rows after filter and sort (what select-all covers). */
    processedRows,
    visibleRows,
    total,
    pageIndex,
    sort,
    filterText,
    setPage(index: number) {
      if (server) server.onPageChange(index);
      else setOwnPage(index);
    },
    toggleSort(columnId: string) {
      const next = nextSort(sort, columnId);
      setOwnSort(next);
      onSortChange?.(next);
      if (!server) setOwnPage(0);
    },
    setFilterText(text: string) {
      setOwnFilter(text);
      filter?.onChange?.(text);
      setOwnPage(0);
    },
  };
}
