import { useMemo } from 'react';
import { useGetLanguageProfilesQuery, useGetLanguagesQuery } from '../../api/languages';
import { useGetSettingsQuery } from '../../api/settings';
import type { SettingsSources } from './formValues';

/** Where a re-read of the sources started after a save stands. */
export type RefetchState = 'waiting' | 'done' | 'failed';

interface QueryTimes {
  isFetching: boolean;
  isError: boolean;
  startedTimeStamp?: number;
}

function refetchStateSince(queries: readonly QueryTimes[], since: number): RefetchState {
  // Each list must have been read by a request that started after the save was sent, and must be settled.
  const pending = queries.some(
    (query) =>
      query.isFetching || query.startedTimeStamp === undefined || query.startedTimeStamp < since,
  );
  if (pending) return 'waiting';
  return queries.some((query) => query.isError) ? 'failed' : 'done';
}

/**
 * The settings, the languages and the language profiles, which every settings screen edits together (the save
 * invalidates all three). They never go stale (SPEC §9): their endpoints keep them forever.
 */
export function useSettingsSources() {
  const settings = useGetSettingsQuery();
  const languages = useGetLanguagesQuery();
  const profiles = useGetLanguageProfilesQuery();

  const data = useMemo<SettingsSources | undefined>(
    () =>
      settings.data && languages.data && profiles.data
        ? { settings: settings.data, languages: languages.data, profiles: profiles.data }
        : undefined,
    [settings.data, languages.data, profiles.data],
  );

  const queries = [settings, languages, profiles];
  const failed = queries.find((query) => query.isError);
  return {
    data,
    isLoading: queries.some((query) => query.isLoading),
    isError: failed !== undefined,
    error: failed?.error,
    refetch: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
    refetchState: (since: number) => refetchStateSince(queries, since),
    /** Reads again the sources no request has read since then (no realtime event came to do it). */
    refetchStale: (since: number) => {
      for (const query of queries)
        if (!query.isFetching && (query.startedTimeStamp ?? 0) < since) void query.refetch();
    },
  };
}

export type SettingsSourcesResult = ReturnType<typeof useSettingsSources>;
