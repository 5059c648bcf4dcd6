import type { Action } from '@reduxjs/toolkit';

const MAX_ITEMS = 50;

function summarize(value: unknown): unknown {
  if (Array.isArray(value) && value.length > MAX_ITEMS) return `<<${value.length} items>>`;
  return value;
}

/** A cached answer with its long lists replaced by their length (`<<1000 items>>`), small ones kept as they are. */
function trimAnswer(data: unknown): unknown {
  if (Array.isArray(data)) return summarize(data);
  if (!data || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  const long = ['data', 'ids'].filter(
    (key) => Array.isArray(record[key]) && (record[key] as unknown[]).length > MAX_ITEMS,
  );
  if (long.length === 0) return data;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      long.includes(key) ? summarize(value) : value,
    ]),
  );
}

/** The RTK Query cache with each answer trimmed: what was asked and its state stay visible in DevTools. */
function trimApiCache(api: Record<string, unknown>): Record<string, unknown> {
  const trimmed: Record<string, unknown> = { ...api };
  for (const part of ['queries', 'mutations']) {
    const entries = api[part];
    if (!entries || typeof entries !== 'object') continue;
    trimmed[part] = Object.fromEntries(
      Object.entries(entries as Record<string, unknown>).map(([key, entry]) => [
        key,
        entry && typeof entry === 'object' && 'data' in entry
          ? { ...entry, data: trimAnswer((entry as { data: unknown }).data) }
          : entry,
      ]),
    );
  }
  return trimmed;
}

/**
 * Keeps Redux DevTools responsive with a 100k-episode store: collections above 50 items become a count
 * (`<<2000 ids>>`), smaller ones and everything else show as they are, the RTK Query cache included.
 */
export function stateSanitizer<S>(state: S): S {
  const copy: Record<string, unknown> = { ...(state as Record<string, unknown>) };
  for (const key of ['series', 'movies', 'episodes']) {
    const slice = copy[key] as { ids?: unknown[]; entities?: object } | undefined;
    if (slice?.ids && slice.ids.length > MAX_ITEMS) {
      copy[key] = { ids: `<<${slice.ids.length} ids>>`, entities: '<<omitted>>' };
    }
  }
  if (copy.api && typeof copy.api === 'object')
    copy.api = trimApiCache(copy.api as Record<string, unknown>);
  return copy as S;
}

export function actionSanitizer<A extends Action>(action: A): A {
  const payload = (action as { payload?: unknown }).payload;
  if (Array.isArray(payload) && payload.length > MAX_ITEMS)
    return { ...action, payload: summarize(payload) };
  if (payload && typeof payload === 'object' && 'data' in payload) {
    const data = (payload as { data: unknown }).data;
    if (Array.isArray(data) && data.length > MAX_ITEMS)
      return { ...action, payload: { ...payload, data: summarize(data) } };
  }
  return action;
}
