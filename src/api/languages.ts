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
      // SPEC §9: never stale; a save or a realtime 'languages' event invalidates it.
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
