import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { shallowEqual } from 'react-redux';
import type { SubtitleLanguage } from '../../../api/schemas/common';
import { useAppSelector } from '../../../lib/hooks';
import { pageCount } from '../../../components/table/pagination';
import { usePageSize, useUrlPage, type PagedList } from '../../../features/lists';
import { wantedMatcher, type WantedFilters } from './wantedFilters';
import { useWantedScan, type WantedScan } from './useWantedScan';
import type { WantedItem, WantedKind } from './wantedKinds';

export interface FilteredWanted<T> {
  /** The page of matching items, for the table (its pager counts the matches). */
  list: PagedList<T>;
  /** Every item read so far that passes the filters ('Search these' searches them). */
  matching: readonly T[];
  scan: WantedScan<T>;
}

/** What the library said an item misses when last read by id; an empty list: no longer wanted. */
type FreshMissing = ReadonlyMap<number, readonly SubtitleLanguage[]>;

const NONE: readonly (readonly SubtitleLanguage[] | undefined)[] = [];

/**
 * The map after the library answered about `ids`; the same map when nothing changed. An id the library left
 * out keeps what was known: an empty or partial answer never drops a row.
 */
function withAnswer(
  known: FreshMissing,
  ids: readonly number[],
  missing: readonly (readonly SubtitleLanguage[] | undefined)[],
): FreshMissing {
  const changed = ids.some((id, index) => missing[index] && known.get(id) !== missing[index]);
  if (!changed) return known;
  const next = new Map(known);
  ids.forEach((id, index) => {
    const now = missing[index];
    if (now) next.set(id, now);
  });
  return next;
}

/** The item with what it misses now, or null when it misses nothing any more. */
function freshItem<T extends WantedItem>(
  item: T,
  missing: readonly SubtitleLanguage[] | undefined,
): T | null {
  if (!missing) return item;
  return missing.length > 0 ? { ...item, missing_subtitles: [...missing] } : null;
}

/**
 * A wanted list narrowed by filters the API does not have: the whole list is read in parts (`useWantedScan`)
 * and filtered here, the page from the address. The rows shown are read again by id from the library (one small
 * request; the library's entities are kept fresh by realtime events), so a searched item leaves the list and its chips follow what is still missing.
 */
export function useFilteredWanted<T extends WantedItem>(
  kind: WantedKind<T>,
  filters: WantedFilters,
  active: boolean,
): FilteredWanted<T> {
  const scan = useWantedScan(kind, active);
  const matcher = useMemo(() => wantedMatcher(filters), [filters]);
  const [known, setKnown] = useState<FreshMissing>(() => new Map());
  if (!active && known.size > 0) setKnown(new Map());

  const { items } = scan;
  const { idOf, facts } = kind;
  const matching = useMemo(
    () =>
      items.flatMap((item) => {
        const current = freshItem(item, known.get(idOf(item)));
        return current && matcher(facts(current)) ? [current] : [];
      }),
    [items, known, matcher, idOf, facts],
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
  const answered = kind.useByIds(active && ids.length > 0 ? ids : skipToken).currentData?.ids;
  const { selectMissing } = kind;
  const missing = useAppSelector(
    (state) => (answered ? answered.map((id) => selectMissing(state, id)) : NONE),
    shallowEqual,
  );
  if (answered) {
    const next = withAnswer(known, answered, missing);
    if (next !== known) setKnown(next);
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
