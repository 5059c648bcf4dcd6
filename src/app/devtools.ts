import type { Action } from '@reduxjs/toolkit';

const MAX_ITEMS = 50;

function summarize(value: unknown): unknown {
  if (Array.isArray(value) && value.length > MAX_ITEMS) return `<<${value.length} items>>`;
  return value;
}

/** Keeps Redux DevTools responsive with a 100k-episode store: big collections become a count. */
export function stateSanitizer<S>(state: S): S {
  const copy: Record<string, unknown> = { ...(state as Record<string, unknown>) };
  for (const key of ['series', 'movies', 'episodes']) {
    const slice = copy[key] as { ids?: unknown[]; entities?: object } | undefined;
    if (slice?.ids && slice.ids.length > MAX_ITEMS) {
      copy[key] = { ids: `<<${slice.ids.length} ids>>`, entities: '<<omitted>>' };
    }
  }
  if (copy.api && typeof copy.api === 'object') copy.api = '<<RTK Query cache omitted>>';
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
