import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

export type ShownKind = 'series' | 'movie' | 'episode';

/**
 * Which entities the mounted rows, cards and pages show right now, counted (a table and a modal may show one
 * episode). Realtime reads these within a second of their events and lets the others wait longer.
 * Outside the store: 1,000 rows mounting would be 1,000 actions and as many selector runs.
 */
export interface ShownEntities {
  /** Counts the ids as shown until the returned function is called. */
  show(kind: ShownKind, ids: readonly number[]): () => void;
  isShown(kind: ShownKind, id: number): boolean;
  /** `listener` hears each id that was shown by nobody and now is; returns the unsubscribe. */
  onShown(listener: ShownListener): () => void;
}

type ShownListener = (kind: ShownKind, id: number) => void;

export function createShownEntities(): ShownEntities {
  // How many mounted components show each entity, by kind and id ('episode12').
  const counts = new Map<string, number>();
  const listeners = new Set<ShownListener>();
  const count = (kind: ShownKind, id: number, by: 1 | -1) => {
    const key = kind + id;
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
    if (next === 1 && by === 1) listeners.forEach((listener) => listener(kind, id));
  };
  return {
    show(kind, ids) {
      ids.forEach((id) => count(kind, id, 1));
      let shown = true;
      return () => {
        if (shown) ids.forEach((id) => count(kind, id, -1));
        shown = false;
      };
    },
    isShown: (kind, id) => counts.has(kind + id),
    onShown(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's registry (it lives in the thunk extra, one per store). */
export const shownEntitiesOf =
  (): ThunkAction<ShownEntities, unknown, { shownEntities: ShownEntities }, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    extra.shownEntities;
