import type { ReactNode } from 'react';

/** What identifies a row: an entity id or any unique string. */
export type RowKey = string | number;

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/** One column of a DataTable, typed on the item a row shows. */
export interface DataTableColumn<Item> {
  /** Unique within the table; the key of the sort state. */
  id: string;
  header: ReactNode;
  cell: (item: Item) => ReactNode;
  /** The value the table sorts by; makes the column sortable. */
  sortValue?: (item: Item) => string | number | boolean | null | undefined;
  /** A full comparator, when a sort value is not enough; makes the column sortable. */
  compare?: (a: Item, b: Item) => number;
  /** Sortable although the table does not sort by itself (the page sorts, e.g. ids through a selector). */
  sortable?: boolean;
  /** CSS width, e.g. '8rem' or '20%'. */
  width?: string;
  align?: 'start' | 'center' | 'end';
  /** Hidden below the 'sm' breakpoint (docs/behaviour.md §2 mobile breakpoint). */
  hideOnMobile?: boolean;
}

/** Server-side paging: `rows` is the one page the server returned. */
export interface ServerPagination {
  /** Number of rows on all pages. */
  total: number;
  /** Zero-based page shown. */
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
}

/** Controlled row selection (mass editors): a checkbox column with select-all. */
export interface RowSelection {
  selected: ReadonlySet<RowKey>;
  onChange: (selected: Set<RowKey>) => void;
}

/** A text filter input above the table. */
export interface TableFilter<Row> {
  placeholder?: string;
  /**
   * The text a row is matched against (case and accent insensitive): the table filters by itself.
   * Leave it out and use `value`/`onChange` when the page filters (e.g. ids through a selector).
   */
  getText?: (row: Row) => string;
  value?: string;
  onChange?: (text: string) => void;
}

export function isSortable<Item>(column: DataTableColumn<Item>): boolean {
  return column.sortable === true || column.sortValue !== undefined || column.compare !== undefined;
}
