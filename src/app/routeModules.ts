import { routeGroup, type RouteGroup } from './routeGroup';

/** The lists' groups: their first screens use only the theme's first recipes (src/app/lazyNamed.tsx). */
const FIRST_SCREEN = { firstScreen: true };

/**
 * Each route group is its own chunk, loaded when first visited (Suspense in the layout), or earlier: the shell
 * loads the group of the address (and its page) while it waits for the settings.
 * Keyed by the group's path in the navigation model.
 */
export const ROUTE_MODULES: Record<string, RouteGroup> = {
  series: routeGroup(
    () => import(/* webpackChunkName: "series" */ '../pages/series/routes'),
    FIRST_SCREEN,
  ),
  movies: routeGroup(
    () => import(/* webpackChunkName: "movies" */ '../pages/movies/routes'),
    FIRST_SCREEN,
  ),
  history: routeGroup(
    () => import(/* webpackChunkName: "history" */ '../pages/history/routes'),
    FIRST_SCREEN,
  ),
  wanted: routeGroup(
    () => import(/* webpackChunkName: "wanted" */ '../pages/wanted/routes'),
    FIRST_SCREEN,
  ),
  coverage: routeGroup(() => import(/* webpackChunkName: "coverage" */ '../pages/coverage/routes')),
  blacklist: routeGroup(
    () => import(/* webpackChunkName: "blacklist" */ '../pages/blacklist/routes'),
  ),
  settings: routeGroup(() => import(/* webpackChunkName: "settings" */ '../pages/settings/routes')),
  system: routeGroup(() => import(/* webpackChunkName: "system" */ '../pages/system/routes')),
};
