import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TEXT_WRITE_DELAY_MS } from '../../../features/library/listState/useUrlListState';
import { parseWantedFilters, withWantedFilters, type WantedFilters } from './wantedFilters';

export interface WantedFiltersControl {
  filters: WantedFilters;
  change: (change: Partial<WantedFilters>) => void;
}

/**
 * The filters of a wanted list, held in the address like the library lists' (back, forward and shared links
 * restore them). Each change is a history entry and goes back to page 1; typed text shows at once and replaces
 * the current entry once typing pauses.
 */
export function useWantedFilters(series: boolean): WantedFiltersControl {
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => parseWantedFilters(params, series), [params, series]);
  const [draft, setDraft] = useState<string | null>(null);
  // The text last sent to the address: the draft goes once the address shows that very write (an earlier write
  // still on its way must not bring back the text it carried).
  const [written, setWritten] = useState<string | null>(null);
  if (draft !== null && draft === written && draft === parsed.text) setDraft(null);
  const filters = useMemo(
    () => (draft === null ? parsed : { ...parsed, text: draft }),
    [parsed, draft],
  );

  const write = useCallback(
    (next: WantedFilters, replace: boolean) =>
      setParams((current) => withWantedFilters(current, next), {
        replace,
        preventScrollReset: true,
      }),
    [setParams],
  );

  useEffect(() => {
    if (draft === null) return undefined;
    const timer = setTimeout(() => {
      setWritten(draft);
      write({ ...parsed, text: draft }, true);
    }, TEXT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, parsed, write]);

  const change = useCallback(
    (next: Partial<WantedFilters>) => {
      if (Object.keys(next).length === 1 && next.text !== undefined) {
        setDraft(next.text);
        return;
      }
      setDraft(null);
      write({ ...filters, ...next }, false);
    },
    [filters, write],
  );
  return useMemo(() => ({ filters, change }), [filters, change]);
}
