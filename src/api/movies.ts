import { baseApi } from './baseApi';
import { fetchEntities, NO_ENTITIES, type EntityIds } from './entityQueries';
import { movieListSchema, type Movie } from './schemas/movies';
import type { LibraryPageArgs } from './schemas/common';
import { listAndIdTags } from './tags';
import { moviesReceived } from './entityActions';

export type MovieAction = 'scan-disk' | 'search-missing' | 'search-wanted' | 'sync';

export interface MovieActionArgs {
  action: MovieAction;
  /** Omitted for the actions on all movies (search-wanted). */
  radarrid?: number;
}

const movieEntities = {
  schema: movieListSchema,
  selectId: (movie: Movie) => movie.radarrId,
  received: moviesReceived,
};

export const moviesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of movies (all without paging); the movies themselves go to the movies slice. */
    getMovies: build.query<EntityIds, LibraryPageArgs | void>({
      queryFn: (page, api, _extra, baseQuery) =>
        fetchEntities(
          baseQuery,
          { url: 'movies', params: page ? { ...page } : undefined },
          api.dispatch,
          movieEntities,
        ),
      providesTags: (result) => listAndIdTags('Movie', result?.ids),
    }),
    /** Refreshes the given movies in the movies slice. */
    getMoviesByIds: build.query<EntityIds, number[]>({
      queryFn: (ids, api, _extra, baseQuery) =>
        ids.length === 0
          ? { data: NO_ENTITIES }
          : fetchEntities(
              baseQuery,
              { url: 'movies', params: { 'radarrid[]': ids } },
              api.dispatch,
              movieEntities,
            ),
      providesTags: (_result, _error, ids) => listAndIdTags('Movie', ids),
    }),
  }),
});

export const { useGetMoviesQuery, useGetMoviesByIdsQuery } = moviesApi;

/** Re-reads movies from the server into the slice, outside any subscription (realtime updates). */
export const refreshMovies = (ids: number[]) =>
  moviesApi.endpoints.getMoviesByIds.initiate(ids, { subscribe: false, forceRefetch: true });
