import type { LibraryItem, LibraryKind } from '../libraryKinds';
import { activeFilterCount, type LibraryFilters, type YesNo } from '../listState/listState';

export type ItemMatcher<Item> = (item: Item) => boolean;

const yesNoMatches = (wanted: YesNo | null, actual: boolean) =>
  wanted === null || (wanted === 'yes') === actual;

/**
 * The test the filters put an item to (every filter set must pass); null when no filter is set, so that the
 * list skips the work. Build it once per filters change (useMemo).
 */
export function itemMatcher<Item extends LibraryItem>(
  kind: LibraryKind<Item>,
  filters: LibraryFilters,
): ItemMatcher<Item> | null {
  if (activeFilterCount(filters) === 0) return null;
  const { profile, missing, monitored, seriesType, tag, audio } = filters;
  const { missingCount, seriesTypeOf } = kind;
  return (item) =>
    (profile === null ||
      (profile === 'none' ? item.profileId === null : item.profileId === profile)) &&
    yesNoMatches(missing, missingCount(item) > 0) &&
    yesNoMatches(monitored, item.monitored) &&
    (seriesType === null || seriesTypeOf?.(item) === seriesType) &&
    (tag === null || item.tags.includes(tag)) &&
    (audio === null || item.audio_language.some((language) => language.name === audio));
}
