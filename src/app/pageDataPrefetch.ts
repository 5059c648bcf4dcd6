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

const withoutSubscription = { subscribe: false } as const;

/** The lists whose first page the boot script asks for (src/boot/earlyRequests.ts), by route group and below. */
const FIRST_PAGES: Record<string, Record<string, FirstPage>> = {
  series: {
    '': (store, page) =>
      store.dispatch(seriesApi.endpoints.getSeries.initiate(page, withoutSubscription)),
  },
  movies: {
    '': (store, page) =>
      store.dispatch(moviesApi.endpoints.getMovies.initiate(page, withoutSubscription)),
  },
  wanted: {
    series: (store, page) =>
      store.dispatch(wantedApi.endpoints.getWantedEpisodes.initiate(page, withoutSubscription)),
    movies: (store, page) =>
      store.dispatch(wantedApi.endpoints.getWantedMovies.initiate(page, withoutSubscription)),
  },
  history: {
    series: (store, page) =>
      store.dispatch(historyApi.endpoints.getEpisodeHistory.initiate(page, withoutSubscription)),
    movies: (store, page) =>
      store.dispatch(historyApi.endpoints.getMovieHistory.initiate(page, withoutSubscription)),
  },
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
  const seriesId = group === 'series' && /^\d+$/.test(below) ? Number(below) : null;
  if (seriesId !== null) {
    pageData.push(
      store.dispatch(
        episodesApi.endpoints.getEpisodesBySeries.initiate(seriesId, withoutSubscription),
      ),
      store.dispatch(seriesApi.endpoints.getSeriesByIds.initiate([seriesId], withoutSubscription)),
    );
  }
  // The libraries and their items show language profiles from their first render (the boot script asked for them
  // too): in the cache before it, they do not redraw every row once they come (all 25 rows of a long series' season).
  if ((group === 'series' || group === 'movies') && (below === '' || /^\d+$/.test(below)))
    pageData.push(
      store.dispatch(
        languagesApi.endpoints.getLanguageProfiles.initiate(undefined, withoutSubscription),
      ),
    );
  // Every settings screen shows its form once the settings, the languages, the profiles and Bazarr's version are
  // in (src/features/settings-form/useSettingsSources.ts); the boot script asked for them.
  if (group === 'settings')
    pageData.push(
      store.dispatch(languagesApi.endpoints.getLanguages.initiate(undefined, withoutSubscription)),
      store.dispatch(
        languagesApi.endpoints.getLanguageProfiles.initiate(undefined, withoutSubscription),
      ),
      store.dispatch(systemApi.endpoints.getStatus.initiate(undefined, withoutSubscription)),
    );
  // A library list always asks for its first page first, whatever its state in the address (useLibraryIds);
  // wanted and history lists ask for another page when the address names one.
  const library = group === 'series' || group === 'movies';
  const firstPage = library || !location.search ? FIRST_PAGES[group]?.[below] : undefined;
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
