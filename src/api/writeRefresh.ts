import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { baseApi, type TagType } from './baseApi';
import type { RootState } from '../lib/store';
import { entitiesWritten, type WrittenEntities } from './entityActions';
import { refreshEpisodes } from './episodes';
import { refreshMovies } from './movies';
import { onlineThroughoutWrite } from './realtimeOnline';
import { refreshSeries } from './series';

type Tag = TagDescription<TagType>;

/** What a write changed, split by who tells the client about it. */
export interface WriteEffects {
  /** Entities Bazarr sends events for: re-read by id here only while the socket is not online. */
  entities?: WrittenEntities;
  /** Lists Bazarr sends an event for (wanted, history, badges, settings): invalidated only while it is not. */
  evented?: readonly Tag[];
  /** What no event tells about: always invalidated. */
  always?: readonly Tag[];
  /**
   * Entities no event names (a series whose episodes a disk scan re-indexed: Bazarr names each episode, not the
   * series whose counts they change): always re-read by id, never through the lists that hold them.
   */
  alwaysEntities?: WrittenEntities;
}

/** What a write answered, for effects that depend on it: its data, and the store (what the Bazarr can do). */
export interface WriteAnswer<Result> {
  data: Result;
  state: RootState;
}

interface WriteLifecycle<Result> {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Result }>;
}

/**
 * One owner for each refresh: while the socket is online, the realtime layer re-reads what Bazarr's
 * events name (once, merged with the other events of the moment), and what no event named soon after the write
 * (`entitiesWritten`); a write refreshes only what no event covers. Without the socket, the write refreshes all
 * it changed. Online means online from the request to the answer (`onlineThroughoutWrite`).
 * For a mutation's `onQueryStarted`: every write that changes what Bazarr sends events about refreshes this way.
 */
export function refreshAfterWrite<Arg, Result = unknown>(
  effectsOf: (arg: Arg, answer: WriteAnswer<Result>) => WriteEffects,
) {
  return async (arg: Arg, { dispatch, getState, queryFulfilled }: WriteLifecycle<Result>) => {
    const at = Date.now();
    const online = await onlineThroughoutWrite(getState, queryFulfilled);
    if (online === undefined) return;
    const { data } = await queryFulfilled;
    // An endpoint's getState is typed with the API's own slice only; the store it runs in is the whole app's.
    const answer = { data, state: getState() as RootState };
    const {
      entities = {},
      evented = [],
      always = [],
      alwaysEntities = {},
    } = effectsOf(arg, answer);
    const tags = online ? always : [...always, ...evented];
    if (tags.length > 0) dispatch(baseApi.util.invalidateTags([...tags]));
    if (online) dispatch(entitiesWritten({ ...entities, at }));
    readById(dispatch, online ? alwaysEntities : mergeEntities(entities, alwaysEntities));
  };
}

function mergeEntities(a: WrittenEntities, b: WrittenEntities): WrittenEntities {
  const merged = (x: number[] = [], y: number[] = []) => [...new Set([...x, ...y])];
  return {
    series: merged(a.series, b.series),
    movies: merged(a.movies, b.movies),
    episodes: merged(a.episodes, b.episodes),
  };
}

function readById(dispatch: WriteLifecycle<unknown>['dispatch'], entities: WrittenEntities): void {
  if (entities.episodes?.length) dispatch(refreshEpisodes(entities.episodes));
  if (entities.series?.length) dispatch(refreshSeries(entities.series));
  if (entities.movies?.length) dispatch(refreshMovies(entities.movies));
}
