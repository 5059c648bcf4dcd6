import type { TagType } from './baseApi';

/** The tag of a whole list: invalidate it when membership or order may have changed. */
export function listTag<T extends TagType>(type: T) {
  return { type, id: 'LIST' as const };
}

/** A tag per id: invalidate it when that one item changed. */
export function idTags<T extends TagType>(type: T, ids: readonly number[]) {
  return ids.map((id) => ({ type, id }));
}

/** What a list of entities provides: the list tag plus one tag per id it holds. */
export function listAndIdTags<T extends TagType>(type: T, ids: readonly number[] = []) {
  return [listTag(type), ...idTags(type, ids)];
}

/**
 * The episode list of one series (every episode of it), apart from the series' own tag: a realtime update of the
 * series refreshes its episodes without reloading the series lists that hold it.
 */
export function seriesEpisodesTag(seriesId: number) {
  return { type: 'Episode' as const, id: `series-${seriesId}` };
}
