import { createAction, freeze } from '@reduxjs/toolkit';
import type { Episode } from './schemas/episodes';
import type { Movie } from './schemas/movies';
import type { Series } from './schemas/series';

/**
 * Entities are read-only once received, frozen here: the entity slices store them without immer, which would
 * otherwise walk every object stored (the 1,000 episodes of a long series). Production freezes each
 * shallowly; development and tests deeply, so that a mutation of the state still throws there.
 */
function readOnly<T extends object>(entities: readonly T[]): readonly T[] {
  const deep = process.env.NODE_ENV !== 'production';
  for (const entity of entities) freeze(entity, deep);
  return entities;
}

function readOnlyPayload<T extends object>(entities: readonly T[]) {
  return { payload: readOnly(entities) };
}

/**
 * What the endpoints read, announced for the entity slices (src/entities), which keep each series, movie and
 * episode once and listen for these: the api layer knows no slice.
 */
export const seriesReceived = createAction('series/received', readOnlyPayload<Series>);
export const moviesReceived = createAction('movies/received', readOnlyPayload<Movie>);
export const episodesReceived = createAction('episodes/received', readOnlyPayload<Episode>);

/** The complete set of entities of one group (e.g. all episodes of one series), as the server answered it. */
export interface GroupReceived<T> {
  group: number;
  entities: readonly T[];
}

/** Every episode of one series: those the server no longer lists leave the slice. */
export const seriesEpisodesReceived = createAction(
  'episodes/groupReceived',
  ({ group, entities }: GroupReceived<Episode>) => ({
    payload: { group, entities: readOnly(entities) },
  }),
);

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
