import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../lib/hooks';
import type { RootState } from '../../lib/store';
import type { SortState } from '../../components';
import { compareValues, foldText } from '../../components/table/rowModel';
import type { LibraryItem, LibraryKind } from './libraryKinds';

export type SortValue = string | number | boolean | null | undefined;

/** Profile id -> name, for the profile column (empty when the profile is unknown or none). */
export type ProfileNameOf = (profileId: number | null) => string;

/** How a sortable column orders its items. Keep the record stable (module level). */
export type SortValues<Item> = Readonly<
  Record<string, (item: Item, profileName: ProfileNameOf) => SortValue>
>;

export interface ViewQuery<Item> {
  filterText: string;
  /** The other filters (profile, missing, monitored...); null lets every item through. */
  matches: ((item: Item) => boolean) | null;
  sortDirection: SortState['direction'];
  /** null keeps the server's order. */
  sortValue: ((item: Item) => SortValue) | null;
}

// Folding a title for the filter costs more than the match: remember it per entity object (replaced on change).
const foldedTitles = new WeakMap<object, string>();
function foldedTitle(item: LibraryItem): string {
  let folded = foldedTitles.get(item);
  if (folded === undefined) {
    folded = foldText(item.title);
    foldedTitles.set(item, folded);
  }
  return folded;
}

/**
 * The ids to show: loaded ones only, filtered by title (case and accent insensitive) and by the other filters,
 * then sorted.
 */
export function orderedIds<Item extends LibraryItem>(
  entities: Readonly<Record<number, Item | undefined>>,
  ids: readonly number[],
  { filterText, matches, sortDirection, sortValue }: ViewQuery<Item>,
): number[] {
  const needle = foldText(filterText.trim());
  const rows: { id: number; item: Item }[] = [];
  for (const id of ids) {
    const item = entities[id];
    if (item === undefined) continue;
    if (needle !== '' && !foldedTitle(item).includes(needle)) continue;
    if (matches && !matches(item)) continue;
    rows.push({ id, item });
  }
  if (sortValue) {
    const sign = sortDirection === 'asc' ? 1 : -1;
    const keyed = rows.map((row) => ({ id: row.id, key: sortValue(row.item) }));
    // Array.prototype.sort is stable: equal keys keep the server's order.
    keyed.sort((a, b) => sign * compareValues(a.key, b.key));
    return keyed.map((row) => row.id);
  }
  return rows.map((row) => row.id);
}

/**
 * The list's ids in display order, from the entity slice. Returns the same array while the order does not
 * change, so one changed item re-renders its row only, not the page.
 */
export function useOrderedIds<Item extends LibraryItem>(
  kind: LibraryKind<Item>,
  ids: readonly number[],
  query: ViewQuery<Item>,
): readonly number[] {
  const select = useMemo(
    () =>
      createSelector(
        [
          kind.selectEntities,
          (_state: RootState, list: readonly number[]) => list,
          (_state: RootState, _list: readonly number[], view: ViewQuery<Item>) => view,
        ],
        orderedIds<Item>,
      ),
    [kind],
  );
  return useAppSelector((state) => select(state, ids, query), shallowEqual);
}
