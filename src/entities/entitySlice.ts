import {
  createEntityAdapter,
  createSlice,
  isDraft,
  original,
  type Draft,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';

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

/** The complete set of entities of one group (e.g. all episodes of one series), as the server answered it. */
export interface GroupReceived<T> {
  group: number;
  entities: readonly T[];
}

/**
 * A normalized collection (series, movies, episodes): each entity held once, keyed by its id.
 * Filled by the `received` action the API endpoints dispatch with what the server answered.
 * With `groupOf`, `groupReceived` also drops the entities of that group the server no longer lists.
 */
export function createEntitySlice<T extends object, Name extends string>(
  name: Name,
  selectId: (entity: T) => number,
  groupOf?: (entity: T) => number,
) {
  const adapter = createEntityAdapter<T, number>({ selectId });

  function upsertChanged(state: EntityState<T, number>, entities: readonly T[]) {
    const before = stateBefore(state);
    const changed = entities.filter((entity) => {
      const existing = before.entities[selectId(entity)];
      return existing === undefined || !sameContent(existing, entity);
    });
    if (changed.length > 0) adapter.setMany(state, changed);
  }

  const slice = createSlice({
    name,
    initialState: adapter.getInitialState() as EntityState<T, number>,
    reducers: {
      received(state, action: PayloadAction<readonly T[]>) {
        upsertChanged(state as EntityState<T, number>, action.payload);
      },
      groupReceived(state, action: PayloadAction<GroupReceived<T>>) {
        const typed = state as EntityState<T, number>;
        if (groupOf) {
          const kept = new Set(action.payload.entities.map(selectId));
          const before = stateBefore(typed);
          const gone = before.ids.filter((id) => {
            const entity = before.entities[id];
            return (
              entity !== undefined && groupOf(entity) === action.payload.group && !kept.has(id)
            );
          });
          if (gone.length > 0) adapter.removeMany(typed, gone);
        }
        upsertChanged(typed, action.payload.entities);
      },
      removed(state, action: PayloadAction<readonly number[]>) {
        adapter.removeMany(state as EntityState<T, number>, action.payload);
      },
    },
  });
  return { slice, adapter };
}
