import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { baseApi, type TagType } from './baseApi';

type Tag = TagDescription<TagType>;
/** A forced read by id (`refreshEpisodes([id])`...). Typed loosely: the store's types are built from the api's. */
type Read = ThunkAction<unknown, unknown, unknown, UnknownAction>;

/** What a write changed, split by who tells the client about it. */
export interface WriteEffects {
  /** Entities Bazarr sends an event for: re-read by id only while the socket is not online. */
  reread?: Read[];
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
 * events name (once, merged with the other events of the moment); a write refreshes only what no event covers.
 * Without the socket, the write refreshes all it changed. For a mutation's `onQueryStarted`.
 */
export function refreshAfterWrite<Arg>(effectsOf: (arg: Arg) => WriteEffects) {
  return async (arg: Arg, { dispatch, getState, queryFulfilled }: WriteLifecycle) => {
    try {
      await queryFulfilled;
    } catch {
      return;
    }
    const { reread = [], evented = [], always = [] } = effectsOf(arg);
    const online = isRealtimeOnline(getState());
    const tags = online ? always : [...always, ...evented];
    if (tags.length > 0) dispatch(baseApi.util.invalidateTags([...tags]));
    if (!online) reread.forEach((read) => dispatch(read));
  };
}
