import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { pageCount } from '../../../components/table/pagination';
import { usePageSize, useUrlPage, type PagedList } from '../../../features/lists';
import { wantedMatcher, type WantedFilters } from '../filters/wantedFilters';
import { useWantedScan, type WantedScan } from './useWantedScan';
import type { WantedKind } from './wantedKinds';

export interface FilteredWanted<T> {
  /** The page of matching items, for the table (its pager counts the matches). */
  list: PagedList<T>;
  /** Every item read so far that passes the filters ('Search these' searches them). */
  matching: readonly T[];
  scan: WantedScan<T>;
}

/** Fresher answers by id: the item as the server has it now, or null when it is no longer wanted. */
type Overrides<T> = ReadonlyMap<number, T | null>;

/** The overrides after an answer about `ids`; the same map when nothing changed. */
function withAnswer<T>(
  overrides: Overrides<T>,
  ids: readonly number[],
  answer: readonly T[],
  idOf: (item: T) => number,
): Overrides<T> {
  const byId = new Map(answer.map((item) => [idOf(item), item]));
  const changed = ids.some((id) => overrides.get(id) !== (byId.get(id) ?? null));
  if (!changed) return overrides;
  const next = new Map(overrides);
  for (const id of ids) next.set(id, byId.get(id) ?? null);
  return next;
}

/**
 * A wanted list narrowed by filters the API does not have: the whole list is read in parts (`useWantedScan`)
 * and filtered here, the page from the address. The rows shown are read again by id (one small request, kept
 * fresh by realtime events), so a searched item leaves the list and its chips follow what is still missing.
 */
export function useFilteredWanted<T>(
  kind: WantedKind<T>,
  filters: WantedFilters,
  active: boolean,
): FilteredWanted<T> {
  const scan = useWantedScan(kind, active);
  const matcher = useMemo(() => wantedMatcher(filters), [filters]);
  const [overrides, setOverrides] = useState<Overrides<T>>(() => new Map());
  if (!active && overrides.size > 0) setOverrides(new Map());

  const { items } = scan;
  const { idOf, facts } = kind;
  const matching = useMemo(
    () =>
      items.flatMap((item) => {
        const current = overrides.has(idOf(item)) ? overrides.get(idOf(item)) : item;
        return current && matcher(facts(current)) ? [current] : [];
      }),
    [items, overrides, matcher, idOf, facts],
  );

  const pageSize = usePageSize();
  const [requestedPage, setPageIndex] = useUrlPage();
  // While the list is read, more matches may come: only a complete list sends a page past its end back.
  const lastPage = scan.complete ? Math.max(pageCount(matching.length, pageSize) - 1, 0) : Infinity;
  const pageIndex = Math.min(requestedPage, lastPage);
  useEffect(() => {
    if (active && pageIndex < requestedPage) setPageIndex(pageIndex, true);
  }, [active, pageIndex, requestedPage, setPageIndex]);

  const rows = useMemo(
    () => matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
    [matching, pageIndex, pageSize],
  );
  const idsKey = rows.map(idOf).join(',');
  const ids = useMemo(() => (idsKey === '' ? [] : idsKey.split(',').map(Number)), [idsKey]);
  const fresh = kind.useByIds(active && ids.length > 0 ? ids : skipToken);
  const answer = fresh.currentData?.data;
  if (answer) {
    const next = withAnswer(overrides, ids, answer, idOf);
    if (next !== overrides) setOverrides(next);
  }

  const total = scan.total === undefined ? undefined : matching.length;
  return {
    list: {
      rows,
      total,
      pageSize,
      server: { total: matching.length, pageIndex, onPageChange: setPageIndex },
      // Placeholders until the first part answers, and while no match has come yet.
      loading: !scan.failedFirst && matching.length === 0 && !scan.complete,
      result: {
        currentData: scan.failedFirst ? undefined : { data: rows, total: matching.length },
        data: scan.failedFirst ? undefined : { data: rows, total: matching.length },
        isError: scan.failedFirst,
        error: scan.failedFirst ? scan.error : undefined,
        refetch: scan.retry,
      },
    },
    matching,
    scan,
  };
}
