import { setAutoFreeze } from 'immer';

/**
 * In production, the store's reducers (RTK's createSlice and RTK Query, through immer) do not deep-freeze what they
 * store: storing the 1,000 episodes of a long series takes 54 ms cold with freezing and 23 without (Node),
 * in the middle of the page's first render. Development and tests keep freezing, so that a mutation of the state
 * still throws there. Imported first by src/index.tsx, as zod's settings are.
 */
if (process.env.NODE_ENV === 'production') setAutoFreeze(false);
