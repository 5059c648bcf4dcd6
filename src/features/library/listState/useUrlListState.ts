import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyListChange,
  type LibraryListState,
  type ListStateChange,
  type ListStateControl,
} from './listState';
import { listStateParams, parseListState, type ListStateRules } from './listStateUrl';
import { readListDefaults, storeListDefaults, type ListDefaults } from './rememberedDefaults';

/** Typing waits this long before the address follows, so one word is one history entry, not one per key. */
export const TEXT_WRITE_DELAY_MS = 300;

/**
 * The list state of an index page, held in the address (back, forward and shared links restore it). Sort, page
 * size and view fall back to what this browser remembers for the section, and a change of them is remembered.
 * Each change is a history entry; typed text replaces the current one once typing pauses. `rules` must be stable.
 */
export function useUrlListState(section: string, rules: ListStateRules): ListStateControl {
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => parseListState(params, rules), [params, rules]);
  const [defaults, setDefaults] = useState<ListDefaults>(() => readListDefaults(section, rules));
  // Typed text shows at once; the address catches up when typing pauses (see the effect below).
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null && draft === parsed.text) setDraft(null);

  const state = useMemo<LibraryListState>(
    () => ({
      text: draft ?? parsed.text,
      filters: parsed.filters,
      // New text starts at page 1 before the address says so.
      page: draft === null ? parsed.page : 0,
      sort: parsed.sort ?? defaults.sort ?? null,
      pageSize: parsed.pageSize ?? defaults.pageSize ?? null,
      view: parsed.view ?? defaults.view ?? 'table',
    }),
    [draft, parsed, defaults],
  );

  const write = useCallback(
    (change: ListStateChange, replace: boolean) => {
      const next = applyListChange(state, change);
      if ('sort' in change || 'pageSize' in change || 'view' in change) {
        const remembered: ListDefaults = {
          sort: next.sort ?? undefined,
          pageSize: next.pageSize ?? undefined,
          view: next.view,
        };
        storeListDefaults(section, remembered);
        setDefaults(remembered);
      }
      setParams(listStateParams(next), { replace, preventScrollReset: true });
    },
    [state, section, setParams],
  );

  useEffect(() => {
    if (draft === null) return undefined;
    const timer = setTimeout(() => write({ text: draft }, true), TEXT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, write]);

  const change = useCallback(
    (next: ListStateChange) => {
      if (Object.keys(next).length === 1 && next.text !== undefined) {
        setDraft(next.text);
        return;
      }
      if (next.text !== undefined) setDraft(null);
      write(next, false);
    },
    [write],
  );
  return useMemo(() => ({ state, change }), [state, change]);
}
