/**
 * The store's types, for every layer. The store is built in src/app (it sees every slice), which fills these
 * interfaces by declaration merging (src/app/store.ts: `declare module '../lib/store'`): the layers below app
 * type their hooks, thunks and selectors without importing upward, and the state they see is the whole store's.
 * (Interfaces, not aliases: a slice whose type mentions the state would otherwise make the alias circular.)
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- their members come from src/app/store.ts */
export interface RootState {}
export interface AppStore {}
export interface AppDispatch {}
/* eslint-enable @typescript-eslint/no-empty-object-type */
