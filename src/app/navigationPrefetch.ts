import { routeOf } from './pageDataPrefetch';
import { ROUTE_MODULES } from './routeModules';

/**
 * How long the first render waits for the page's code and data (whenPageReady) before it shows the shell
 * without them: they are usually in by the time the bundle has run; a slow answer must not hold the shell back.
 */
export const FIRST_RENDER_WAIT_MS = 150;

/**
 * How long idle work (src/lib/whenIdle.ts: the socket, the Intl warm-up, the service worker, the modals' preloads)
 * waits at most for the page's first data.
 */
export const PAGE_DATA_WAIT_MS = 10_000;

/** Starts loading the code of the address's route group and page (usually in the boot script's cache by then). */
export function preloadPageCode(pathname: string, baseUrl: string): Promise<unknown> | undefined {
  const { group, below } = routeOf(pathname, baseUrl);
  return Object.hasOwn(ROUTE_MODULES, group) ? ROUTE_MODULES[group]?.preloadPath(below) : undefined;
}

/**
 * What the first page needs before its first render: its code (preloadPageCode) and its data (the state entry's
 * prefetchPageData). Settles once both are in (or failed): its first render can then be the page with its rows.
 */
export function whenPageReady(
  pathname: string,
  baseUrl: string,
  pageData: PromiseLike<unknown>,
): Promise<unknown> {
  return Promise.allSettled([preloadPageCode(pathname, baseUrl), pageData]);
}
