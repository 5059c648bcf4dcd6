import { createAction } from '@reduxjs/toolkit';
import type { Episode } from './schemas/episodes';
import type { Movie } from './schemas/movies';
import type { Series } from './schemas/series';

/**
 * Entities are read-only once received. Production builds freeze each one (shallowly) here: immer does not freeze
 * there (src/app/immerConfig.ts) and walks instead through every object a reducer stores, unless it is frozen
 * (the 1,000 episodes of a long series: 50-60 -> about 20 ms cold, Node, issue 16). Development and tests leave it
 * to immer, which freezes the store deeply.
 */
function readOnly<T extends object>(entities: readonly T[]): readonly T[] {
  if (process.env.NODE_ENV === 'production') for (const entity of entities) Object.freeze(entity);
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
