import { useMemo } from 'react';
import { useGetLanguageProfilesQuery, useGetLanguagesQuery } from '../../api/languages';
import { useGetSettingsQuery } from '../../api/settings';
import { useGetStatusQuery } from '../../api/system';
import type { SettingsSources } from './formValues';

/** What the form's reset needs to know of each source's query. */
export interface SourceQuery {
  isFetching: boolean;
  isError: boolean;
  startedTimeStamp?: number;
  refetch: () => unknown;
}

/**
 * The settings, the languages and the language profiles, which every settings screen edits together (the save
 * invalidates all three). They never go stale (docs/behaviour.md §9): their endpoints keep them forever.
 */
export function useSettingsSources() {
  const settings = useGetSettingsQuery();
  const languages = useGetLanguagesQuery();
  const profiles = useGetLanguageProfilesQuery();
  // Which keys a screen shows depends on the Bazarr version (src/api/backend): wait for the status too, unless it
  // cannot be read (then the screens show what 1.5.2 has).
  const status = useGetStatusQuery();
  const versionKnown = status.data !== undefined || status.isError;

  const data = useMemo<SettingsSources | undefined>(
    () =>
      versionKnown && settings.data && languages.data && profiles.data
        ? { settings: settings.data, languages: languages.data, profiles: profiles.data }
        : undefined,
    [versionKnown, settings.data, languages.data, profiles.data],
  );

  const queries = [settings, languages, profiles];
  const failed = queries.find((query) => query.isError);
  return {
    data,
    isLoading: queries.some((query) => query.isLoading) || !versionKnown,
    isError: failed !== undefined,
    error: failed?.error,
    refetch: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
    queries: queries as readonly SourceQuery[],
  };
}

export type SettingsSourcesResult = ReturnType<typeof useSettingsSources>;
