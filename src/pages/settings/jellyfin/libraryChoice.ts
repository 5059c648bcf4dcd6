import type { JellyfinLibrary } from '../../../api/schemas/jellyfin';
import type { SelectorOption } from '../../../components';

export type LibraryKind = 'movie' | 'series';

/** Jellyfin's collection type of each kind (Bazarr lists only these two). */
export const COLLECTION_TYPE: Record<LibraryKind, string> = { movie: 'movies', series: 'tvshows' };

/** A stored jellyfin.*_library value as a list of names (the validator wants a list; a text is read as one). */
export function namesOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  return Array.isArray(value)
    ? value.filter((name): name is string => typeof name === 'string')
    : [];
}

/**
 * The choices: the server's libraries of the kind, then saved names it did not list. Bazarr answers an empty list
 * when it cannot reach the server, so a saved name is called unavailable only beside libraries it did list.
 */
export function libraryOptions(
  offered: readonly JellyfinLibrary[],
  names: readonly string[],
): SelectorOption<string>[] {
  const listed = new Set(offered.map((library) => library.name));
  const missing = names.filter((name) => !listed.has(name));
  return [
    ...offered.map((library) => ({ value: library.name, label: library.name })),
    ...missing.map((name) => ({
      value: name,
      label: offered.length > 0 ? `${name} (unavailable)` : name,
    })),
  ];
}

/**
 * The ids to store beside the chosen names (Bazarr refreshes libraries by id): the listed libraries' ids in the
 * order chosen, and, while a chosen name is not listed, the stored ids of no listed library (theirs, most likely).
 */
export function libraryIds(
  chosen: readonly string[],
  offered: readonly JellyfinLibrary[],
  storedIds: readonly string[],
): string[] {
  const idOf = new Map(offered.map((library) => [library.name, library.id]));
  const listedIds = new Set(idOf.values());
  const ids = chosen.flatMap((name) => {
    const id = idOf.get(name);
    return id === undefined ? [] : [id];
  });
  const someUnlisted = chosen.some((name) => !idOf.has(name));
  return someUnlisted ? [...ids, ...storedIds.filter((id) => !listedIds.has(id))] : ids;
}
