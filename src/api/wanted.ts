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

export const wantedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Episodes with missing subtitles, a page at a time. */
    getWantedEpisodes: build.query<Paged<WantedEpisode>, PageArgs>({
      query: (page) => ({ url: 'episodes/wanted', params: { ...page } }),
      ...parsedAs(wantedEpisodesSchema),
      providesTags: (result) =>
        listAndIdTags(
          'EpisodeWanted',
          result?.data.map((episode) => episode.sonarrEpisodeId),
        ),
    }),
    /** Movies with missing subtitles, a page at a time. */
    getWantedMovies: build.query<Paged<WantedMovie>, PageArgs>({
      query: (page) => ({ url: 'movies/wanted', params: { ...page } }),
      ...parsedAs(wantedMoviesSchema),
      providesTags: (result) =>
        listAndIdTags(
          'MovieWanted',
          result?.data.map((movie) => movie.radarrId),
        ),
    }),
  }),
});

export const { useGetWantedEpisodesQuery, useGetWantedMoviesQuery } = wantedApi;
