import { baseApi } from './baseApi';
import { parsedAs } from './responses';
import type { PageArgs, Paged } from './schemas/common';
import {
  wantedEpisodesSchema,
  wantedMoviesSchema,
  type WantedEpisode,
  type WantedMovie,
} from './schemas/wanted';
import { listAndIdTags } from './tags';

/**
 * What the wanted lists read while a filter is set (the API has no filter parameters). Injected by the wanted
 * pages' chunk, not with the other areas, so the first visit's bundle does not carry it.
 */
export const wantedScanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A part of the whole episode list. A snapshot: it provides no tags, so a realtime change does not read the
     * whole list again; the rows shown are read fresh by id (`getWantedEpisodesByIds`), and setting a filter
     * again reads the list again.
     */
    readWantedEpisodes: build.query<Paged<WantedEpisode>, PageArgs>({
      query: (page) => ({ url: 'episodes/wanted', params: { ...page } }),
      ...parsedAs(wantedEpisodesSchema),
      keepUnusedDataFor: 0,
    }),
    readWantedMovies: build.query<Paged<WantedMovie>, PageArgs>({
      query: (page) => ({ url: 'movies/wanted', params: { ...page } }),
      ...parsedAs(wantedMoviesSchema),
      keepUnusedDataFor: 0,
    }),
    /** The given episodes as the wanted list has them now; one no longer wanted is left out. */
    getWantedEpisodesByIds: build.query<Paged<WantedEpisode>, readonly number[]>({
      query: (ids) => ({ url: 'episodes/wanted', params: { 'episodeid[]': [...ids] } }),
      ...parsedAs(wantedEpisodesSchema),
      providesTags: (_result, _error, ids) => listAndIdTags('EpisodeWanted', ids),
    }),
    getWantedMoviesByIds: build.query<Paged<WantedMovie>, readonly number[]>({
      query: (ids) => ({ url: 'movies/wanted', params: { 'radarrid[]': [...ids] } }),
      ...parsedAs(wantedMoviesSchema),
      providesTags: (_result, _error, ids) => listAndIdTags('MovieWanted', ids),
    }),
  }),
});

export const {
  useReadWantedEpisodesQuery,
  useReadWantedMoviesQuery,
  useGetWantedEpisodesByIdsQuery,
  useGetWantedMoviesByIdsQuery,
} = wantedScanApi;
