import { routeGroup, type RouteGroup } from './routeGroup';

/**
 * Each route group is its own chunk, loaded when first visited (Suspense in the layout), or earlier: the shell
 * loads the group of the address (and its page) while it waits for the settings. Named twice: webpack reads the
 * comment, lazyNamed the argument (first screens: src/boot/routeChunks.ts). Keyed by the group's path in the
 * navigation model.
 */
export const ROUTE_MODULES: Record<string, RouteGroup> = {
  series: routeGroup(
    () => import(/* webpackChunkName: "series" */ '../pages/series/routes'),
    'series',
  ),
  movies: routeGroup(
    () => import(/* webpackChunkName: "movies" */ '../pages/movies/routes'),
    'movies',
  ),
  history: routeGroup(
    () => import(/* webpackChunkName: "history" */ '../pages/history/routes'),
    'history',
  ),
  wanted: routeGroup(
    () => import(/* webpackChunkName: "wanted" */ '../pages/wanted/routes'),
    'wanted',
  ),
  coverage: routeGroup(
    () => import(/* webpackChunkName: "coverage" */ '../pages/coverage/routes'),
    'coverage',
  ),
  blacklist: routeGroup(
    () => import(/* webpackChunkName: "blacklist" */ '../pages/blacklist/routes'),
    'blacklist',
  ),
  settings: routeGroup(
    () => import(/* webpackChunkName: "settings" */ '../pages/settings/routes'),
    'settings',
  ),
  system: routeGroup(
    () => import(/* webpackChunkName: "system" */ '../pages/system/routes'),
    'system',
  ),
};
