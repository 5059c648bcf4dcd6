import type { Page } from 'playwright-core';
import { addBytes, countBytes, NO_BYTES, type ByteCount } from '../bundle';
import { lastEventTime, markTime, watchNow, watchOnLoad } from '../probe';
import {
  libraryRowSelector,
  SEARCH_OPTION_SELECTOR,
  seasonRowSelector,
  typeInSearch,
  waitForWholeLibrary,
  withPage,
  type BenchContext,
} from '../session';

/**
 * Sums the JavaScript and CSS the page downloads from now on (a fresh context has an empty cache), of the files
 * whose URLs `counted` gives.
 */
function countCodeDownloads(page: Page): (counted: ReadonlySet<string>) => Promise<ByteCount> {
  const bodies = new Map<string, Promise<ByteCount>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.set(
        response.url(),
        response.body().then(countBytes, () => NO_BYTES),
      );
  });
  return async (counted) =>
    (
      await Promise.all([...bodies].filter(([url]) => counted.has(url)).map(([, body]) => body))
    ).reduce(addBytes, NO_BYTES);
}

/**
 * What the page asked for before `ms` after navigation (its first row): the first screen's files. What idle time
 * fetches after it (the socket, the realtime handlers, the service worker's registration) comes when the first
 * screen is up, sooner or later than the bench looks, so it is not counted.
 */
async function requestedBefore(page: Page, ms: number): Promise<Set<string>> {
  const names = await page.evaluate(
    (before) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < before)
        .map((entry) => entry.name),
    ms,
  );
  return new Set(names);
}

/** Navigates to `path` in a fresh context and returns ms from navigation start to the mark's first frame. */
async function coldLoad(page: Page, url: string, mark: string, selector: string): Promise<number> {
  await watchOnLoad(page, mark, selector);
  await page.goto(url);
  return markTime(page, mark);
}

export interface SeriesVisit {
  firstRowMs: number;
  code: ByteCount;
  searchMs: number;
}

/**
 * A first visit to /series: the code it downloads and the time to its first row; then, on the same page,
 * a query typed in the global search until its suggestions show (500 ms of it is the debounce docs/behaviour.md §9 asks).
 */
export function visitSeries(context: BenchContext, query: string): Promise<SeriesVisit> {
  return withPage(context, async (page) => {
    const downloaded = countCodeDownloads(page);
    const firstRowMs = await coldLoad(
      page,
      `${context.server.url}series`,
      'seriesRow',
      libraryRowSelector('Series'),
    );
    const firstScreen = await requestedBefore(page, firstRowMs);
    await waitForWholeLibrary(page, 'series');
    const code = await downloaded(firstScreen);

    await watchNow(page, 'suggestions', SEARCH_OPTION_SELECTOR);
    await typeInSearch(page, query);
    const shown = await markTime(page, 'suggestions');
    const typed = await lastEventTime(page, 'input');
    return { firstRowMs, code, searchMs: shown - typed };
  });
}

/** A first visit to /movies (10,000 movies on the large library): ms to the first row. */
export function visitMovies(context: BenchContext): Promise<number> {
  return withPage(context, (page) =>
    coldLoad(page, `${context.server.url}movies`, 'movieRow', libraryRowSelector('Movies')),
  );
}

/** Opening the series with the most episodes: ms until the rows of its latest season show. */
export function visitLongSeries(context: BenchContext): Promise<number> {
  const { id, latestSeason } = context.facts.longSeries;
  return withPage(context, (page) =>
    coldLoad(
      page,
      `${context.server.url}series/${id}`,
      'seasonRow',
      seasonRowSelector(latestSeason),
    ),
  );
}
