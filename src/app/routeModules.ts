import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Each route group is its own chunk, loaded when first visited (React.lazy + Suspense in the layout).
 * Keyed by the group's path in the navigation model.
 */
export const ROUTE_MODULES: Record<string, LazyExoticComponent<ComponentType>> = {
  series: lazy(() => import(/* webpackChunkName: "series" */ '../pages/series/routes')),
  movies: lazy(() => import(/* webpackChunkName: "movies" */ '../pages/movies/routes')),
  history: lazy(() => import(/* webpackChunkName: "history" */ '../pages/history/routes')),
  wanted: lazy(() => import(/* webpackChunkName: "wanted" */ '../pages/wanted/routes')),
  blacklist: lazy(() => import(/* webpackChunkName: "blacklist" */ '../pages/blacklist/routes')),
  settings: lazy(() => import(/* webpackChunkName: "settings" */ '../pages/settings/routes')),
  system: lazy(() => import(/* webpackChunkName: "system" */ '../pages/system/routes')),
};
