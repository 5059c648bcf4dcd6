import { episodesApi } from '../api/episodes';
import { historyApi } from '../api/history';
import { languagesApi } from '../api/languages';
import { moviesApi } from '../api/movies';
import { seriesApi } from '../api/series';
import { systemApi } from '../api/system';
import { loadSettings, pageSizeOf } from '../api/settings';
import { wantedApi } from '../api/wanted';
import { addressParts } from '../boot/earlyRequests';
import { guessPageSize } from '../boot/pageSize';
import { pageOf } from '../manifest/routeManifest';
import type { AppStore } from './store';

/** The address below the base URL, split: '/series/12' → ['series', '12'] (as the boot script splits it). */
export function routeOf(pathname: string, baseUrl: string): { group: string; below: string } {
  const { group, rest } = addressParts(pathname, baseUrl);
  return { group, below: rest.join('/') };
}

type FirstPage = (
  store: AppStore,
  page: { start: number; length: number },
) => PromiseLike<unknown> & { unsubscribe(): void };

type Prefetch = (store: AppStore, id: number) => PromiseLike<unknown>;

const withoutSubscription = { subscribe: false } as const;

/**
 * The queries of the manifest's first data (src/manifest/routeManifest.ts), by the API path the boot script asks
 * for (src/boot/earlyRequests.ts); a test holds them together. The lists' first pages:
 */
export const FIRST_PAGES: Record<string, FirstPage> = {
  series: (store, page) =>
    store.dispatch(seriesApi.endpoints.getSeries.initiate(page, withoutSubscription)),
  movies: (store, page) =>
    store.dispatch(moviesApi.endpoints.getMovies.initiate(page, withoutSubscription)),
  'episodes/wanted': (store, page) =>
    store.dispatch(wantedApi.endpoints.getWantedEpisodes.initiate(page, withoutSubscription)),
  'movies/wanted': (store, page) =>
    store.dispatch(wantedApi.endpoints.getWantedMovies.initiate(page, withoutSubscription)),
  'episodes/history': (store, page) =>
    store.dispatch(historyApi.endpoints.getEpisodeHistory.initiate(page, withoutSubscription)),
  'movies/history': (store, page) =>
    store.dispatch(historyApi.endpoints.getMovieHistory.initiate(page, withoutSubscription)),
};

/**
 * The items by the address's id, and the other paths. A path without a query here is left to the page (a movie by
 * id: its page asks for it with its other data; a System page's list), which then takes the boot script's answer.
 */
export const PREFETCHED: Record<string, Prefetch> = {
  episodes: (store, id) =>
    store.dispatch(episodesApi.endpoints.getEpisodesBySeries.initiate(id, withoutSubscription)),
  series: (store, id) =>
    store.dispatch(seriesApi.endpoints.getSeriesByIds.initiate([id], withoutSubscription)),
  'system/languages/profiles': (store) =>
    store.dispatch(
      languagesApi.endpoints.getLanguageProfiles.initiate(undefined, withoutSubscription),
    ),
  // A settings screen's form shows once these are in too (src/features/settings-form/useSettingsSources.ts).
  'system/languages': (store) =>
    store.dispatch(languagesApi.endpoints.getLanguages.initiate(undefined, withoutSubscription)),
  'system/status': (store) =>
    store.dispatch(systemApi.endpoints.getStatus.initiate(undefined, withoutSubscription)),
};

/**
 * Starts, from the store's entry (src/app/startState.ts) and before react-dom and the pages' code are in, what the
 * first page will ask for: the settings and the page's own data (a list's first page at once, with the page size the
 * settings gave last time, as the boot script asked for it, and again once they give another; a series' episodes
 * at once). The answers the boot script asked for are parsed and stored while the rest of the bundle downloads, and
 * the page's first render finds its rows in RTK Query's cache, rather than rendering without them and again once
 * they are in. Without a subscription (as RTK Query's prefetch), the data stays cached for the page to
 * take.
 *
 * Settles once the settings and the page's first data are in (or failed).
 */
export function prefetchPageData(
  store: AppStore,
  location: { pathname: string; search?: string },
  baseUrl: string,
): Promise<unknown> {
  const { group, below } = routeOf(location.pathname, baseUrl);
  const settings = store.dispatch(loadSettings());
  const pageData: PromiseLike<unknown>[] = [];
  // The page's first data, as its manifest entry declares it ('12/extra' names no page).
  const { list, listWhateverQuery, byId = [], also = [] } = pageOf(group, below)?.firstData ?? {};
  const id = Number(below);
  // The libraries and their items show language profiles from their first render (the boot script asked for them
  // too): in the cache before it, they do not redraw every row once they come (all 25 rows of a long series' season).
  for (const path of [...byId.map(([first]) => first), ...also]) {
    const prefetch = PREFETCHED[path];
    if (prefetch) pageData.push(prefetch(store, id));
  }
  // A library list always asks for its first page first, whatever its state in the address (useLibraryIds);
  // wanted and history lists ask for another page when the address names one.
  const firstPage = list && (listWhateverQuery || !location.search) ? FIRST_PAGES[list] : undefined;
  const guessed = guessPageSize();
  if (firstPage) pageData.push(firstPage(store, { start: 0, length: guessed }));
  const settled = settings.then((read) => {
    const pageSize = read && pageSizeOf(read);
    // The page shows the settings' size: its first render waits for that page, not the guessed one.
    if (firstPage && pageSize && pageSize !== guessed)
      pageData.push(firstPage(store, { start: 0, length: pageSize }));
  });
  return settled.then(() => Promise.allSettled(pageData));
}
