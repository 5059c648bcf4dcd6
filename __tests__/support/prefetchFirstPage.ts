import { whenPageReady } from '../../src/app/navigationPrefetch';
import { prefetchPageData } from '../../src/app/pageDataPrefetch';
import type { AppStore } from '../../src/app/store';

/**
 * What the app's entries do for the address they start at (src/app/startState.ts, src/index.tsx): the first
 * page's data asked for and its code loaded; settles once both are in.
 */
export function prefetchFirstPage(
  store: AppStore,
  location: { pathname: string; search?: string },
  baseUrl: string,
): Promise<unknown> {
  return whenPageReady(location.pathname, baseUrl, prefetchPageData(store, location, baseUrl));
}
