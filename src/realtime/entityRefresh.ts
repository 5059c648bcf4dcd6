import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { baseApi, type TagType } from '../api/baseApi';
import { refreshEpisodes } from '../api/episodes';
import { refreshMovies } from '../api/movies';
import { refreshSeries } from '../api/series';
import { MAX_IDS_PER_REQUEST } from '../api/entityQueries';
import { idTags, listTag, seriesEpisodesTag } from '../api/tags';
import { episodesRemoved, episodesSelectors } from '../entities/episodesSlice';
import { moviesRemoved, moviesSelectors } from '../entities/moviesSlice';
import { seriesRemoved, seriesSelectors } from '../entities/seriesSlice';
import { shownEntitiesOf } from '../lib/shownEntities';
import type { AppExtra } from '../lib/extra';
import type { RootState } from '../lib/store';
import { createReadLane, type ReadLane } from './readLane';
import type { SocketEventAction } from './socketEvents';

export type EntityKind = 'series' | 'movie' | 'episode';

export { MAX_IDS_PER_REQUEST };

interface EntityRefresh {
  tag: TagType;
  isKnown: (state: RootState, id: number) => boolean;
  /** Re-reads entities into their slice (forced, unsubscribed); settles when the answer is in. */
  refresh: (ids: number[]) => ThunkAction<PromiseLike<unknown>, RootState, AppExtra, UnknownAction>;
  removed: (ids: readonly number[]) => UnknownAction;
  /**
   * Whether events change the lists holding these ids: a deleted id leaves them (its id tags and the LIST),
   * an id the client has not seen may be a new series or movie (the LIST). Not for episodes: a series' episode
   * list provides every episode's tag, so that would reload the whole series for one episode; new episodes come
   * with an event for their series.
   */
  invalidatesLists: boolean;
  /**
   * What other lists read from the entity (a series' profile decides what its episodes miss): when a re-read
   * changes it, those lists are read again; an update that leaves it as it was (new counts) costs nothing more.
   */
  dependents?: {
    readFrom: (state: RootState, id: number) => unknown;
    tags: (ids: readonly number[]) => TagDescription<TagType>[];
  };
}

const ENTITIES: Record<EntityKind, EntityRefresh> = {
  series: {
    tag: 'Series',
    isKnown: (state, id) => seriesSelectors.selectById(state, id) !== undefined,
    refresh: refreshSeries,
    removed: seriesRemoved,
    invalidatesLists: true,
    dependents: {
      readFrom: (state, id) => seriesSelectors.selectById(state, id)?.profileId,
      tags: (ids) => ids.map(seriesEpisodesTag),
    },
  },
  movie: {
    tag: 'Movie',
    isKnown: (state, id) => moviesSelectors.selectById(state, id) !== undefined,
    refresh: refreshMovies,
    removed: moviesRemoved,
    invalidatesLists: true,
  },
  episode: {
    tag: 'Episode',
    isKnown: (state, id) => episodesSelectors.selectById(state, id) !== undefined,
    refresh: refreshEpisodes,
    removed: episodesRemoved,
    invalidatesLists: false,
  },
};

function chunks(ids: readonly number[]): number[][] {
  const result: number[][] = [];
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_REQUEST)
    result.push(ids.slice(start, start + MAX_IDS_PER_REQUEST));
  return result;
}

export interface StoreAccess {
  dispatch: ThunkDispatch<RootState, AppExtra, UnknownAction>;
  getState: () => RootState;
}

export type EntityReads = Record<EntityKind, ReadLane>;

/**
 * One paced read lane per kind (readLane.ts): the ids the mounted rows show go out within a second, the others
 * within five; a read of many ids goes out in chunks, all at once.
 */
export function createEntityReads(store: StoreAccess): EntityReads {
  const shown = store.dispatch(shownEntitiesOf());
  const lane = (kind: EntityKind) => {
    const entity = ENTITIES[kind];
    return createReadLane(
      async (ids) => {
        const { dispatch, getState } = store;
        const before =
          entity.dependents && ids.map((id) => entity.dependents?.readFrom(getState(), id));
        await Promise.all(chunks(ids).map((part) => dispatch(entity.refresh(part))));
        if (!entity.dependents || !before) return;
        const { readFrom, tags } = entity.dependents;
        const changed = ids.filter((id, index) => readFrom(getState(), id) !== before[index]);
        if (changed.length > 0) dispatch(baseApi.util.invalidateTags(tags(changed)));
      },
      { isShown: (id) => shown.isShown(kind, id) },
    );
  };
  const reads: EntityReads = {
    series: lane('series'),
    movie: lane('movie'),
    episode: lane('episode'),
  };
  // A row mounting (a season opened, the next page) hurries the read of its id if it waits.
  shown.onShown((kind, id) => reads[kind].shown(id));
  return reads;
}

/**
 * Applies one batch of entity events: updated entities the client holds are re-read by id (through their
 * kind's read lane, which merges the ids of events that come while a read is under way) and their rows
 * re-render from the slice; the lists holding them are not reloaded, since an
 * update changes neither their ids nor their total (a storm of events would otherwise reload every page of a
 * 10,000-movie list per 20 ms batch). Deleted ones leave their slice and their lists. Returns the tags to
 * invalidate.
 */
export function refreshEntities(
  kind: EntityKind,
  action: SocketEventAction,
  ids: readonly number[],
  { dispatch, getState }: StoreAccess,
  reads: EntityReads,
): TagDescription<TagType>[] {
  const entity = ENTITIES[kind];
  if (ids.length === 0) return [];
  if (action === 'delete') {
    reads[kind].forget(ids);
    dispatch(entity.removed(ids));
    return entity.invalidatesLists ? [...idTags(entity.tag, ids), listTag(entity.tag)] : [];
  }
  const state = getState();
  const known = ids.filter((id) => entity.isKnown(state, id));
  // Entities nobody has loaded are not shown anywhere: no need to fetch them.
  reads[kind].add(known);
  const isNew = entity.invalidatesLists && known.length < ids.length;
  return isNew ? [listTag(entity.tag)] : [];
}

/**
 * Bazarr's events should have named what a write changed by now: the entities the client holds that no read
 * has covered since the write go into their lanes.
 */
export function readUnlessCovered(
  kind: EntityKind,
  ids: readonly number[],
  since: number,
  { getState }: StoreAccess,
  reads: EntityReads,
): void {
  const entity = ENTITIES[kind];
  const state = getState();
  reads[kind].add(ids.filter((id) => entity.isKnown(state, id) && !reads[kind].covers(id, since)));
}
