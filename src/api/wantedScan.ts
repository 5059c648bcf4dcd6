import { baseApi } from './baseApi';
import { parsedAs } from './responses';
import type { PageArgs, Paged } from './schemas/common';
import {
  wantedEpisodesSchema,
  wantedMoviesSchema,
  type WantedEpisode,
  type WantedMovie,
} from './schemas/wanted';

/**
 * What the wanted lists read while a filter is set (the API has no filter parameters). Injected by the wanted
 * pages' chunk, not with the other areas, so the first visit's bundle does not carry it.
 */
export const wantedScanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A part of the whole episode list. A snapshot: it provides no tags, so a realtime change does not read the
     * whole list again; the rows shown are read fresh by id from the library (`getEpisodesByIds`: Bazarr up
     * to 1.5.7 answers `episodes/wanted?episodeid[]=` with no rows at all), and setting a filter again reads the
     * list again.
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
  }),
});

export const { useReadWantedEpisodesQuery, useReadWantedMoviesQuery } = wantedScanApi;
