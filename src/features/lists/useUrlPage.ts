import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A 1-based page number as an address writes it (`?page=3`); anything else is page 1. */
export function pageIndexFromParam(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return 0;
  return Math.max(Number(value) - 1, 0);
}

/**
 * The zero-based page of a list, held in the address as `?page=N` (1-based, left out on page 1), so a link,
 * a reload or Back opens the list at that page. Each page change is a history entry; `replace` corrects the
 * address without one (a list that shrank under the page). Usage: `const [pageIndex, setPageIndex] = useUrlPage()`.
 */
export function useUrlPage(): [number, (pageIndex: number, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const pageIndex = pageIndexFromParam(params.get('page'));
  const setPageIndex = useCallback(
    (next: number, replace = false) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 0) updated.set('page', String(next + 1));
          else updated.delete('page');
          return updated;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [pageIndex, setPageIndex];
}
