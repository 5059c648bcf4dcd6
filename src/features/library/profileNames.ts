import { useCallback } from 'react';
import { selectLanguageProfile, useGetLanguageProfilesQuery } from '../../api/languages';
import type { LanguageProfile } from '../../api/schemas/languages';
import { useAppSelector } from '../../lib/hooks';
import type { ProfileNameOf } from './libraryView';

const NO_PROFILES: readonly LanguageProfile[] = [];

/** The language profiles, loading them once (they never go stale; a change to them invalidates them). */
export function useLanguageProfiles(): readonly LanguageProfile[] {
  const { data } = useGetLanguageProfilesQuery();
  return data ?? NO_PROFILES;
}

/**
 * A profile's name from the cache, without a subscription of its own: one per row would be wasted work
 * (the list subscribes through `useLanguageProfiles`). Undefined when there is no such profile.
 */
export function useProfileName(profileId: number | null): string | undefined {
  return useAppSelector((state) => selectLanguageProfile(state, profileId)?.name);
}

/** Profile id -> name for sorting, changing only when the profiles do. */
export function useProfileNameOf(): ProfileNameOf {
  const profiles = useLanguageProfiles();
  return useCallback(
    (profileId) =>
      profileId === null
        ? ''
        : (profiles.find((profile) => profile.profileId === profileId)?.name ?? ''),
    [profiles],
  );
}
