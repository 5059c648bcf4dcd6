import type { ComponentType } from 'react';
import { lazyNamed, type LazyComponent } from './lazyNamed';

/** What a route group module (src/pages/<group>/routes.tsx) exports. */
export interface RouteGroupModule {
  default: ComponentType;
  /** Starts loading the page of a path below the group ('12' for /series/12) when it has its own chunk. */
  preloadPage?: (rest: string) => Promise<unknown> | undefined;
}

export type RouteGroup = LazyComponent<object> & {
  /** Loads the group and the page of `rest` (the path below the group), to render them without suspending. */
  preloadPath: (rest: string) => Promise<unknown>;
};

/** A route group in its own chunk (see ROUTE_MODULES). */
export function routeGroup(load: () => Promise<RouteGroupModule>): RouteGroup {
  const component = lazyNamed(() => load().then((module) => module.default));
  const preloadPath = async (rest: string) => {
    await component.preload();
    const module = await load();
    await module.preloadPage?.(rest);
  };
  return Object.assign(component, { preloadPath });
}

/**
 * Each route group is its own chunk, loaded when first visited (Suspense in the layout), or earlier: the shell
 * loads the group of the address (and its page) while it waits for the settings.
 * Keyed by the group's path in the navigation model.
 */
export const ROUTE_MODULES: Record<string, RouteGroup> = {
  series: routeGroup(() => import(/* webpackChunkName: "series" */ '../pages/series/routes')),
  movies: routeGroup(() => import(/* webpackChunkName: "movies" */ '../pages/movies/routes')),
  history: routeGroup(() => import(/* webpackChunkName: "history" */ '../pages/history/routes')),
  wanted: routeGroup(() => import(/* webpackChunkName: "wanted" */ '../pages/wanted/routes')),
  coverage: routeGroup(() => import(/* webpackChunkName: "coverage" */ '../pages/coverage/routes')),
  blacklist: routeGroup(
    () => import(/* webpackChunkName: "blacklist" */ '../pages/blacklist/routes'),
  ),
  settings: routeGroup(() => import(/* webpackChunkName: "settings" */ '../pages/settings/routes')),
  system: routeGroup(() => import(/* webpackChunkName: "system" */ '../pages/system/routes')),
};
