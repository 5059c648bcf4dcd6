import { episodesApi } from '../api/episodes';
import { moviesApi } from '../api/movies';
import { seriesApi } from '../api/series';
import { pageSizeOf, settingsApi } from '../api/settings';
import { addressParts } from '../boot/earlyRequests';
import { ROUTE_MODULES } from './routeModules';
import type { AppStore } from './store';

/** The address below the base URL, split: '/series/12' → ['series', '12'] (as the boot script splits it). */
export function routeOf(pathname: string, baseUrl: string): { group: string; below: string } {
  const { group, rest } = addressParts(pathname, baseUrl);
  return { group, below: rest.join('/') };
}

/**
 * Starts, from the main chunk and before React renders, what the first page will ask for: the settings, the
 * route chunk of the address, and the page's own data (a library's first page as soon as the settings give its
 * size; a series' episodes at once). The page's hooks then find the requests under way in RTK Query's cache
 * instead of starting them after the chunk has loaded and rendered. Without a subscription (as RTK Query's
 * prefetch), the data stays cached for the page to take.
 */
export function prefetchNavigation(
  store: AppStore,
  location: { pathname: string },
  baseUrl: string,
): void {
  const { group, below } = routeOf(location.pathname, baseUrl);
  if (Object.hasOwn(ROUTE_MODULES, group))
    void ROUTE_MODULES[group]?.preloadPath(below).catch(() => undefined);
  const settings = store.dispatch(settingsApi.endpoints.getSettings.initiate());
  const seriesId = group === 'series' && /^\d+$/.test(below) ? Number(below) : null;
  if (seriesId !== null) {
    void store.dispatch(
      episodesApi.endpoints.getEpisodesBySeries.initiate(seriesId, { subscribe: false }),
    );
    void store.dispatch(
      seriesApi.endpoints.getSeriesByIds.initiate([seriesId], { subscribe: false }),
    );
  }
  // A library list always asks for its first page first, whatever its state in the address (useLibraryIds).
  const list = below === '' ? group : null;
  void settings
    .then((result) => {
      if (!result.data || (list !== 'series' && list !== 'movies')) return;
      const args = { start: 0, length: pageSizeOf(result.data) };
      if (list === 'series')
        void store.dispatch(seriesApi.endpoints.getSeries.initiate(args, { subscribe: false }));
      else void store.dispatch(moviesApi.endpoints.getMovies.initiate(args, { subscribe: false }));
    })
    .finally(() => settings.unsubscribe());
}
