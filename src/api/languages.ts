import { baseApi } from './baseApi';
import { parsedAs } from './responses';
import {
  languageListSchema,
  languageProfileListSchema,
  type Language,
  type LanguageProfile,
} from './schemas/languages';

export const languagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** All languages with their enabled flag; with `history`, only those found in the history. */
    getLanguages: build.query<Language[], { history?: boolean } | void>({
      query: (args) => ({
        url: 'system/languages',
        params: args?.history ? { history: 'true' } : undefined,
      }),
      ...parsedAs(languageListSchema),
      providesTags: ['Languages'],
      // docs/behaviour.md §9: never stale; a save or a realtime 'languages' event invalidates it.
      keepUnusedDataFor: Infinity,
    }),
    getLanguageProfiles: build.query<LanguageProfile[], void>({
      query: () => 'system/languages/profiles',
      ...parsedAs(languageProfileListSchema),
      providesTags: ['LanguageProfiles'],
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useGetLanguagesQuery, useGetLanguageProfilesQuery } = languagesApi;

const selectProfilesResult = languagesApi.endpoints.getLanguageProfiles.select();
const NO_PROFILES: readonly LanguageProfile[] = [];
type ApiState = Parameters<typeof selectProfilesResult>[0];

/** The language profiles as last read: the one reader of them for lists, detail pages and editors. */
export const selectLanguageProfiles = (state: ApiState): readonly LanguageProfile[] =>
  selectProfilesResult(state).data ?? NO_PROFILES;

/** One profile by id; undefined for none, an unknown id, or before the profiles are read. */
export const selectLanguageProfile = (
  state: ApiState,
  profileId: number | null | undefined,
): LanguageProfile | undefined =>
  profileId == null
    ? undefined
    : selectLanguageProfiles(state).find((profile) => profile.profileId === profileId);
