import type { DataTableColumn, SortState } from './types';

type SortValue = string | number | boolean | null | undefined;

// Made at the first sort, not when the module loads: a page's first Intl object sets up ICU (formatCount.ts).
let collator: Intl.Collator | undefined;
function textCollator(): Intl.Collator {
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator;
}

/** Numbers numerically, texts naturally ('Season 2' before 'Season 10'), empty values last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'string' || typeof b === 'string')
    return textCollator().compare(String(a), String(b));
  return Number(a) - Number(b);
}

/** Rows in the order of the sort state; the input order when the column cannot sort (stable). */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: SortState | null,
): readonly Row[] {
  if (!sort) return rows;
  const column = columns.find((candidate) => candidate.id === sort.columnId);
  const sortValue = column?.sortValue;
  const compare =
    column?.compare ??
    (sortValue ? (a: Row, b: Row) => compareValues(sortValue(a), sortValue(b)) : undefined);
  if (!compare) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** Lower case without accents, so 'Amelie' finds 'Amélie'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function filterRows<Row>(
  rows: readonly Row[],
  getText: (row: Row) => string,
  query: string,
): readonly Row[] {
  const needle = foldText(query.trim());
  if (needle === '') return rows;
  return rows.filter((row) => foldText(getText(row)).includes(needle));
}

/** Next sort state on a header click: a new column sorts ascending, the same one flips. */
export function nextSort(current: SortState | null, columnId: string): SortState {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { columnId, direction: 'asc' };
}
