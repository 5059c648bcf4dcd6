import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { baseApi, type TagType } from './baseApi';
import { entitiesWritten, type WrittenEntities } from './entityActions';
import { refreshEpisodes } from './episodes';
import { refreshMovies } from './movies';
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
}

/** The realtime connection is up: Bazarr's events will name what a write changed. */
export function isRealtimeOnline(state: unknown): boolean {
  // The realtime slice's shape, read without importing the store's types (built from the api's own).
  return (state as { realtime?: { connection?: string } }).realtime?.connection === 'online';
}

interface WriteLifecycle {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * One owner for each refresh (issue 17): while the socket is online, the realtime layer re-reads what Bazarr's
 * events name (once, merged with the other events of the moment), and what no event named soon after the write
 * (`entitiesWritten`); a write refreshes only what no event covers. Without the socket, the write refreshes all
 * it changed. Online means online from the request to the answer: a socket that connected meanwhile (it starts
 * at idle, a click on the first rows can beat it) may have missed the events Bazarr sent while it answered.
 * For a mutation's `onQueryStarted`.
 */
export function refreshAfterWrite<Arg>(effectsOf: (arg: Arg) => WriteEffects) {
  return async (arg: Arg, { dispatch, getState, queryFulfilled }: WriteLifecycle) => {
    const at = Date.now();
    const onlineAtRequest = isRealtimeOnline(getState());
    try {
      await queryFulfilled;
    } catch {
      return;
    }
    const { entities = {}, evented = [], always = [] } = effectsOf(arg);
    const online = onlineAtRequest && isRealtimeOnline(getState());
    const tags = online ? always : [...always, ...evented];
    if (tags.length > 0) dispatch(baseApi.util.invalidateTags([...tags]));
    if (online) {
      dispatch(entitiesWritten({ ...entities, at }));
      return;
    }
    if (entities.episodes?.length) dispatch(refreshEpisodes(entities.episodes));
    if (entities.series?.length) dispatch(refreshSeries(entities.series));
    if (entities.movies?.length) dispatch(refreshMovies(entities.movies));
  };
}
