import type { Movie } from '../api/schemas/movies';
import { createEntitySlice } from './entitySlice';

const { slice, adapter } = createEntitySlice('movies', (movie: Movie) => movie.radarrId);

export const moviesSlice = slice;
export const { received: moviesReceived, removed: moviesRemoved } = slice.actions;
/** The part of the root state this slice owns. */
export type MoviesRoot = { movies: ReturnType<typeof slice.reducer> };
export const moviesSelectors = adapter.getSelectors((state: MoviesRoot) => state.movies);
