import { moviesReceived } from '../api/entityActions';
import { profileWritesApi, type MoviesProfileChange } from '../api/profileWrites';
import type { Movie } from '../api/schemas/movies';
import { createEntitySlice } from './entitySlice';

const { updateMoviesProfile } = profileWritesApi.endpoints;

const { slice, adapter } = createEntitySlice('movies', {
  selectId: (movie: Movie) => movie.radarrId,
  received: moviesReceived,
  // A profile change shows at once; the old profile comes back if the server refuses it.
  optimisticProfile: {
    pending: updateMoviesProfile.matchPending,
    fulfilled: updateMoviesProfile.matchFulfilled,
    rejected: updateMoviesProfile.matchRejected,
    changesOf: (args) => {
      const { radarrid, profileid } = args as MoviesProfileChange;
      return radarrid.map((id, index) => [id, profileid[index] ?? null]);
    },
  },
});

export const moviesSlice = slice;
export { moviesReceived };
export const { removed: moviesRemoved } = slice.actions;
/** The part of the root state this slice owns. */
export type MoviesRoot = { movies: ReturnType<typeof slice.reducer> };
export const moviesSelectors = adapter.getSelectors((state: MoviesRoot) => state.movies);
