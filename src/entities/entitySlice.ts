import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';

/** Same content? Then keep the old object, so rows selecting it by id do not re-render. */
function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A normalized collection (series, movies, episodes): each entity held once, keyed by its id.
 * Filled by the `received` action the API endpoints dispatch with what the server answered.
 */
export function createEntitySlice<T extends object, Name extends string>(name: Name, selectId: (entity: T) => number) {
  const adapter = createEntityAdapter<T, number>({ selectId });
  const slice = createSlice({
    name,
    initialState: adapter.getInitialState() as EntityState<T, number>,
    reducers: {
      received(state, action: PayloadAction<readonly T[]>) {
        const changed = action.payload.filter((entity) => {
          const existing = state.entities[selectId(entity)];
          return existing === undefined || !sameContent(existing, entity);
        });
        if (changed.length > 0) adapter.setMany(state as EntityState<T, number>, changed);
      },
      removed(state, action: PayloadAction<readonly number[]>) {
        adapter.removeMany(state as EntityState<T, number>, action.payload);
      },
    },
  });
  return { slice, adapter };
}
