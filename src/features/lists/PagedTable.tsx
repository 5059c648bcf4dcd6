import type { ReactNode } from 'react';
import { DataTable, QueryState, type DataTableColumn, type RowKey } from '../../components';
import type { PagedList } from './usePagedQuery';

export interface PagedTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  list: PagedList<T>;
  /** Keep stable (module level or useMemo). */
  columns: readonly DataTableColumn<T>[];
  getRowKey: (row: T) => RowKey;
  emptyText: ReactNode;
}

/**
 * A server-paged list: placeholder rows while a page loads, the error with Retry when the first load failed,
 * else the rows with the 'Show X to Y of Z entries' footer and pager.
 */
export function PagedTable<T>({ label, list, columns, getRowKey, emptyText }: PagedTableProps<T>) {
  const { result } = list;
  // A failed refetch keeps the rows already shown; only a page that never loaded shows the error.
  if (result.isError && result.currentData === undefined) {
    return (
      <QueryState
        result={{ isLoading: false, isError: true, error: result.error, refetch: result.refetch }}
      >
        {() => null}
      </QueryState>
    );
  }
  return (
    <DataTable
      label={label}
      rows={list.rows}
      columns={columns}
      getRowKey={getRowKey}
      pageSize={list.pageSize}
      server={list.server}
      loading={list.loading}
      emptyText={emptyText}
    />
  );
}
