import { lazyNamed, type LazyComponent } from './lazyNamed';

/**
 * Each route group is its own chunk, loaded when first visited (Suspense in the layout), or earlier with
 * `preload()`: the shell starts loading the group of the address while it waits for the settings.
 * Keyed by the group's path in the navigation model.
 */
export const ROUTE_MODULES: Record<string, LazyComponent<object>> = {
  series: lazyNamed(() =>
    import(/* webpackChunkName: "series" */ '../pages/series/routes').then(
      (module) => module.default,
    ),
  ),
  movies: lazyNamed(() =>
    import(/* webpackChunkName: "movies" */ '../pages/movies/routes').then(
      (module) => module.default,
    ),
  ),
  history: lazyNamed(() =>
    import(/* webpackChunkName: "history" */ '../pages/history/routes').then(
      (module) => module.default,
    ),
  ),
  wanted: lazyNamed(() =>
    import(/* webpackChunkName: "wanted" */ '../pages/wanted/routes').then(
      (module) => module.default,
    ),
  ),
  blacklist: lazyNamed(() =>
    import(/* webpackChunkName: "blacklist" */ '../pages/blacklist/routes').then(
      (module) => module.default,
    ),
  ),
  settings: lazyNamed(() =>
    import(/* webpackChunkName: "settings" */ '../pages/settings/routes').then(
      (module) => module.default,
    ),
  ),
  system: lazyNamed(() =>
    import(/* webpackChunkName: "system" */ '../pages/system/routes').then(
      (module) => module.default,
    ),
  ),
};
