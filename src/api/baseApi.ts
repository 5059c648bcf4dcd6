import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one API slice. Each backend area injects its endpoints from its own file.
 * Tags are named after entities; queries provide `{type, id}` plus `{type, id: 'LIST'}`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // SPEC §9: data fresh for 60 s, no retry, no refetch on window focus.
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: true,
  tagTypes: [
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
    'Logs',
    'Backups',
    'Status',
    'Health',
    'Releases',
    'Announcements',
  ],
  endpoints: () => ({}),
});
