import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import type { PageArgs, Paged } from '../../api/schemas/common';
import { pageSizeOf, useSettings } from '../../api/settings';
import { pageCount } from '../../components/table/pagination';
import type { ServerPagination } from '../../components/table/types';
import { useUrlPage } from './useUrlPage';

/** The part of an RTK Query hook result a paged list reads. */
export interface PagedQueryResult<T> {
  /** The answer for the current page only (undefined while another page loads). */
  currentData?: Paged<T>;
  /** The last answer, whatever page it was for. */
  data?: Paged<T>;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface PagedList<T> {
  rows: T[];
  /** All rows on all pages, as the server last counted them; undefined before the first answer. */
  total: number | undefined;
  pageSize: number;
  /** For DataTable's `server` prop. */
  server: ServerPagination;
  /** No rows for this page yet: show placeholders. */
  loading: boolean;
  result: PagedQueryResult<T>;
}

/**
 * Server-side paging of a list endpoint: asks for `start`/`length` of the current page (page size from the
 * settings; the page from the address, `?page=N`) and keeps the page inside the list when it shrinks (a searched
 * item leaves the wanted list).
 * Usage: `const list = usePagedQuery(useGetWantedEpisodesQuery)`; pass a module-level hook.
 */
export function usePagedQuery<T>(
  useQuery: (page: PageArgs | SkipToken) => PagedQueryResult<T>,
): PagedList<T> {
  // The page size comes from the settings: wait for them rather than ask for a page of the wrong size.
  const { settings } = useSettings();
  const pageSize = pageSizeOf(settings);
  const [requestedPage, setPageIndex] = useUrlPage();
  const result = useQuery(
    settings ? { start: requestedPage * pageSize, length: pageSize } : skipToken,
  );
  const total = result.data?.total;

  // A page past the end (the last page emptied, or an old link): show the page that is now last, and let the
  // address say so.
  const lastPage = total === undefined ? requestedPage : pageCount(total, pageSize) - 1;
  const pageIndex = Math.min(requestedPage, lastPage);
  useEffect(() => {
    if (pageIndex < requestedPage) setPageIndex(pageIndex, true);
  }, [pageIndex, requestedPage, setPageIndex]);

  return {
    rows: result.currentData?.data ?? [],
    total,
    pageSize,
    server: { total: total ?? 0, pageIndex, onPageChange: setPageIndex },
    loading: result.currentData === undefined && !result.isError,
    result,
  };
}
