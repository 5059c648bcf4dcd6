// The bundle's second entry (webpack.config.ts): the store and the first page's data, started as soon as this
// entry's files are in, while react-dom, the shell and the pages' code still download on a slow line. The answers
// the boot script asked for are then parsed and stored before the first render can start.
// First here: zod's settings apply to the schemas created after them (and immer's to every reducer).
import './zodConfig';
import './immerConfig';
import { readEnvironment } from '../env';
import { makeStore } from './store';
import { prefetchPageData } from './pageDataPrefetch';

export const environment = readEnvironment();
export const store = makeStore({ environment });
export const pageData = prefetchPageData(store, window.location, environment.baseUrl);
