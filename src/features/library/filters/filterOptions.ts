import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useAppSelector } from '../../../lib/hooks';
import type { RootState } from '../../../lib/store';
import type { LibraryItem, LibraryKind } from '../libraryKinds';

/** The values the tag, audio and series type filters offer: those the loaded items have, sorted. */
export interface FilterOptions {
  tags: readonly string[];
  audio: readonly string[];
  seriesTypes: readonly string[];
}

/**
 * Case-insensitive, numbers by value ('2' before '10'), without Intl: the options are collected with the list's
 * first rows, and a page's first Intl object sets up ICU, tens of milliseconds (src/app/warmUpIntl.ts). Tags,
 * audio language names and series types are plain words.
 */
const optionKey = (value: string) =>
  value.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(12, '0'));
const byOptionKey = (a: string, b: string) => {
  const [keyA, keyB] = [optionKey(a), optionKey(b)];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};
const sorted = (values: Set<string>) => [...values].sort(byOptionKey);

export function collectFilterOptions<Item extends LibraryItem>(
  entities: Readonly<Record<number, Item | undefined>>,
  ids: readonly number[],
  seriesTypeOf: ((item: Item) => string) | undefined,
): FilterOptions {
  const tags = new Set<string>();
  const audio = new Set<string>();
  const seriesTypes = new Set<string>();
  for (const id of ids) {
    const item = entities[id];
    if (item === undefined) continue;
    for (const tag of item.tags) tags.add(tag);
    for (const language of item.audio_language) audio.add(language.name);
    if (seriesTypeOf) seriesTypes.add(seriesTypeOf(item));
  }
  return { tags: sorted(tags), audio: sorted(audio), seriesTypes: sorted(seriesTypes) };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

const sameOptions = (a: FilterOptions, b: FilterOptions) =>
  sameList(a.tags, b.tags) && sameList(a.audio, b.audio) && sameList(a.seriesTypes, b.seriesTypes);

/**
 * The filter options of a list's loaded items. A change to one item recomputes them (cheap: one pass), but the
 * filter bar re-renders only when an option comes or goes.
 */
export function useFilterOptions<Item extends LibraryItem>(
  kind: LibraryKind<Item>,
  ids: readonly number[],
): FilterOptions {
  const select = useMemo(
    () =>
      createSelector(
        [kind.selectEntities, (_state: RootState, list: readonly number[]) => list],
        (entities, list) => collectFilterOptions(entities, list, kind.seriesTypeOf),
      ),
    [kind],
  );
  return useAppSelector((state) => select(state, ids), sameOptions);
}
