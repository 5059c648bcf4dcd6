import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { reportSchemaFailure, schemaFailureToApiError } from './responses';

export const TAG_TYPES = [
  'Series',
  'Movie',
  'Episode',
  'EpisodeWanted',
  'MovieWanted',
  'EpisodeHistory',
  'MovieHistory',
  'HistoryStats',
  'EpisodeBlacklist',
  'MovieBlacklist',
  'Badges',
  'Providers',
  'Settings',
  'Languages',
  'LanguageProfiles',
  'Tasks',
  'Jobs',
  'Logs',
  'Backups',
  'Status',
  'Health',
  'Releases',
  'Announcements',
  'Plex',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one API slice. Each backend area injects its endpoints from its own file.
 * Tags are named after entities; queries provide `{type, id}` plus `{type, id: 'LIST'}`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // docs/behaviour.md §9: data fresh for 60 s, no retry, no refetch on window focus.
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: true,
  tagTypes: TAG_TYPES,
  // An answer that does not match its schema is an ordinary error for the page, not a thrown exception.
  catchSchemaFailure: schemaFailureToApiError,
  onSchemaFailure: reportSchemaFailure,
  endpoints: () => ({}),
});
