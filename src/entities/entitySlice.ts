import {
  createEntityAdapter,
  createSlice,
  isDraft,
  original,
  type ActionCreatorWithPayload,
  type Draft,
  type EntityState,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { GroupReceived } from '../api/entityActions';

/** Same content? Then keep the old object, so rows selecting it by id do not re-render. */
function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The state as it was before the action being reduced. Reading a draft deeply (to compare, to filter) makes immer
 * create, and later finalize, a proxy for every object read: 80x slower for a 10,000-movie refresh.
 */
function stateBefore<S>(state: S | Draft<S>): S {
  return isDraft(state) ? original(state as Draft<S>) : (state as S);
}

type Matcher = (action: UnknownAction) => boolean;

/** A profile change shown at once: the mutation's lifecycle, and the (id, new profile) pairs its argument holds. */
export interface OptimisticProfile {
  pending: Matcher;
  fulfilled: Matcher;
  rejected: Matcher;
  changesOf: (originalArgs: unknown) => [id: number, profileId: number | null][];
}

/** The profiles a pending change replaced, by request id, to put back if the server refuses it. */
type ProfileUndo = Record<string, [id: number, profileId: number | null][]>;

export type EntitySliceState<T> = EntityState<T, number> & { profileUndo: ProfileUndo };

interface EntitySliceOptions<T> {
  selectId: (entity: T) => number;
  /** The endpoints' announcement of what they read (src/api/entityActions.ts). */
  received: ActionCreatorWithPayload<readonly T[]>;
  /** With `groupOf`: a whole group's entities, dropping those of the group the server no longer lists. */
  group?: { received: ActionCreatorWithPayload<GroupReceived<T>>; groupOf: (entity: T) => number };
  optimisticProfile?: OptimisticProfile;
}

interface RequestMeta {
  meta: { requestId: string; arg: { originalArgs: unknown } };
}

/**
 * A normalized collection (series, movies, episodes): each entity held once, keyed by its id, filled by
 * listening to what the API endpoints announce they read; removed on delete events (`removed`).
 */
export function createEntitySlice<T extends object, Name extends string>(
  name: Name,
  { selectId, received, group, optimisticProfile }: EntitySliceOptions<T>,
) {
  const adapter = createEntityAdapter<T, number>({ selectId });

  /** What the server sent that the store does not hold as is. */
  function changedOf(before: EntityState<T, number>, entities: readonly T[]) {
    return entities.filter((entity) => {
      const existing = before.entities[selectId(entity)];
      return existing === undefined || !sameContent(existing, entity);
    });
  }

  /**
   * The state with `changed` set and `gone` removed (new ids appended, as the adapter does), built outside immer
   * and frozen at the top, which immer then leaves as it is: through the draft, a long series' 1,000 episodes
   * cost ~25 ms of proxy writes and deep freezing before its rows could show. The entities are the
   * API layer's fresh objects, which nothing mutates. Undefined (the state unchanged) when there is nothing to do.
   */
  function withEntities(
    before: EntitySliceState<T>,
    changed: readonly T[],
    gone: readonly number[] = [],
  ): EntitySliceState<T> | undefined {
    if (changed.length === 0 && gone.length === 0) return undefined;
    const entities = { ...before.entities };
    for (const id of gone) delete entities[id];
    const removed = new Set(gone);
    const ids = removed.size > 0 ? before.ids.filter((id) => !removed.has(id)) : [...before.ids];
    for (const entity of changed) {
      const id = selectId(entity);
      if (entities[id] === undefined) ids.push(id);
      entities[id] = entity;
    }
    Object.freeze(ids);
    return Object.freeze({ ...before, ids, entities: Object.freeze(entities) });
  }

  function setProfiles(state: EntityState<T, number>, changes: [number, number | null][]) {
    for (const [id, profileId] of changes) {
      const entity = state.entities[id] as { profileId?: number | null } | undefined;
      if (entity) entity.profileId = profileId;
    }
  }

  const initialState: EntitySliceState<T> = { ...adapter.getInitialState(), profileUndo: {} };
  const slice = createSlice({
    name,
    initialState: initialState as EntitySliceState<T>,
    reducers: {
      removed(state, action: { payload: readonly number[] }) {
        adapter.removeMany(state as EntityState<T, number>, action.payload);
      },
    },
    extraReducers: (builder) => {
      builder.addCase(received, (state, action) => {
        const before = stateBefore(state as EntitySliceState<T>);
        return withEntities(before, changedOf(before, action.payload));
      });
      if (group)
        builder.addCase(group.received, (state, action) => {
          const before = stateBefore(state as EntitySliceState<T>);
          const kept = new Set(action.payload.entities.map(selectId));
          const gone = before.ids.filter((id) => {
            const entity = before.entities[id];
            return (
              entity !== undefined &&
              group.groupOf(entity) === action.payload.group &&
              !kept.has(id)
            );
          });
          return withEntities(before, changedOf(before, action.payload.entities), gone);
        });
      if (optimisticProfile) {
        const { pending, fulfilled, rejected, changesOf } = optimisticProfile;
        builder
          .addMatcher(pending, (state, action) => {
            const { meta } = action as unknown as RequestMeta;
            const typed = state as EntitySliceState<T>;
            const changes = changesOf(meta.arg.originalArgs).filter(
              ([id]) => typed.entities[id] !== undefined,
            );
            typed.profileUndo[meta.requestId] = changes.map(([id]) => [
              id,
              (typed.entities[id] as { profileId?: number | null }).profileId ?? null,
            ]);
            setProfiles(typed, changes);
          })
          .addMatcher(fulfilled, (state, action) => {
            delete (state as EntitySliceState<T>).profileUndo[
              (action as unknown as RequestMeta).meta.requestId
            ];
          })
          .addMatcher(rejected, (state, action) => {
            const typed = state as EntitySliceState<T>;
            const { requestId } = (action as unknown as RequestMeta).meta;
            setProfiles(typed, typed.profileUndo[requestId] ?? []);
            delete typed.profileUndo[requestId];
          });
      }
    },
  });
  return { slice, adapter };
}
