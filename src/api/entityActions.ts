import { createAction } from '@reduxjs/toolkit';
import type { Episode } from './schemas/episodes';
import type { Movie } from './schemas/movies';
import type { Series } from './schemas/series';

/**
 * What the endpoints read, announced for the entity slices (src/entities), which keep each series, movie and
 * episode once and listen for these: the api layer knows no slice.
 */
export const seriesReceived = createAction<readonly Series[]>('series/received');
export const moviesReceived = createAction<readonly Movie[]>('movies/received');
export const episodesReceived = createAction<readonly Episode[]>('episodes/received');

/** The complete set of entities of one group (e.g. all episodes of one series), as the server answered it. */
export interface GroupReceived<T> {
  group: number;
  entities: readonly T[];
}

/** Every episode of one series: those the server no longer lists leave the slice. */
export const seriesEpisodesReceived =
  createAction<GroupReceived<Episode>>('episodes/groupReceived');

/** Entities a write changed, by kind (ids). */
export interface WrittenEntities {
  series?: number[];
  movies?: number[];
  episodes?: number[];
}

/**
 * A write went through while the socket was online: Bazarr's events should name what it changed, and the
 * realtime layer re-reads whatever no event has had read a little later (src/realtime).
 */
export const entitiesWritten = createAction<WrittenEntities & { at: number }>(
  'api/entitiesWritten',
);
