/** A slice's state after storing one nested entity, built with the settings immerConfig makes under `nodeEnv`. */
async function storedUnder(nodeEnv: string): Promise<{ items: { id: number; tags: string[] }[] }> {
  const before = process.env.NODE_ENV;
  let state: { items: { id: number; tags: string[] }[] } | undefined;
  await jest.isolateModulesAsync(async () => {
    process.env.NODE_ENV = nodeEnv;
    try {
      await import('../../src/app/immerConfig');
      const { createSlice } = await import('@reduxjs/toolkit');
      const slice = createSlice({
        name: 'items',
        initialState: { items: [] as { id: number; tags: string[] }[] },
        reducers: {
          added(draft, action: { payload: { id: number; tags: string[] } }) {
            draft.items.push(action.payload);
          },
        },
      });
      state = slice.reducer(undefined, slice.actions.added({ id: 1, tags: ['en'] }));
    } finally {
      process.env.NODE_ENV = before;
    }
  });
  return state!;
}

describe('immer settings of the store', () => {
  it('leaves what reducers store unfrozen in production (a long series stores 1,000 episodes at once)', async () => {
    const state = await storedUnder('production');
    expect(state.items[0]!.tags).toEqual(['en']);
    expect(Object.isFrozen(state.items[0])).toBe(false);
    expect(Object.isFrozen(state.items[0]!.tags)).toBe(false);
  });

  it('keeps freezing it in development and tests, where a mutation of the state must throw', async () => {
    for (const nodeEnv of ['development', 'test']) {
      const state = await storedUnder(nodeEnv);
      expect(Object.isFrozen(state.items[0])).toBe(true);
      expect(Object.isFrozen(state.items[0]!.tags)).toBe(true);
    }
  });
});
