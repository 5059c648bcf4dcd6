import { createContext, useContext } from 'react';

/** Profile changes chosen in the mass editor and not saved yet: item id -> profile id (null: none). */
export type StagedProfiles = ReadonlyMap<number, number | null>;

export const StagedProfilesContext = createContext<StagedProfiles | null>(null);

/** The staged profile of an item, or undefined when it has none (or outside the mass editor). */
export function useStagedProfile(itemId: number): { profileId: number | null } | undefined {
  const staged = useContext(StagedProfilesContext);
  if (!staged?.has(itemId)) return undefined;
  return { profileId: staged.get(itemId) ?? null };
}

/** Sets one profile for every given item; earlier choices for other items stay. */
export function stageProfile(
  staged: StagedProfiles,
  itemIds: Iterable<number>,
  profileId: number | null,
): StagedProfiles {
  const next = new Map(staged);
  for (const id of itemIds) next.set(id, profileId);
  return next;
}
