import type { Page } from 'playwright-core';
import type { DataEvent } from '../../src/demo/core/types';
import {
  longTasksBetween,
  markTime,
  pageNow,
  watchNow,
  watchOnLoad,
  type LongTask,
} from '../probe';
import { BATCH_MS, RequestRecorder, type ApiRequest } from '../requests';
import { sleep } from '../sleep';
import {
  followNavLink,
  libraryRowSelector,
  seasonRowSelector,
  typeInSearch,
  waitForWholeLibrary,
  withPage,
  type BenchContext,
} from '../session';

/** The storm: this many events in one second, half 'episode' and half 'movie'. */
export const STORM_EVENTS = 2000;
const STORM_MS = 1000;

export interface StormResult {
  /** From the first event sent to the last. */
  sendMs: number;
  requests: ApiRequest[];
  longTasks: LongTask[];
}

export interface BrowseRun {
  heapMB: number;
  /** On /series, the page every storm budget is set for. */
  storm: StormResult;
  /** The same events on /movies, with all 10,000 movies loaded. */
  moviesStorm: StormResult;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** JavaScript heap in use after a full garbage collection (Chrome DevTools Protocol). */
async function usedHeapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / (1024 * 1024);
  } finally {
    await cdp.detach();
  }
}

/** Follows a sidebar link and waits for the list's first row and for the whole list. */
async function browseList(page: Page, name: 'Series' | 'Movies'): Promise<void> {
  await watchNow(page, `${name}Row`, libraryRowSelector(name));
  await followNavLink(page, name);
  await markTime(page, `${name}Row`);
  await waitForWholeLibrary(page, name === 'Series' ? 'series' : 'movies');
}

/** The storm's events: every episode of the long series and as many movies, interleaved, in arrival order. */
export function stormEvents(
  episodeIds: readonly number[],
  movieIds: readonly number[],
): DataEvent[] {
  const half = STORM_EVENTS / 2;
  const events: DataEvent[] = [];
  for (let index = 0; index < half; index += 1) {
    const episode = episodeIds[index % episodeIds.length];
    // Spread over the whole movie list, as a Radarr sync would touch them.
    const movie = movieIds[Math.floor((index * movieIds.length) / half)];
    if (episode !== undefined) events.push({ type: 'episode', action: 'update', payload: episode });
    if (movie !== undefined) events.push({ type: 'movie', action: 'update', payload: movie });
  }
  return events;
}

/** Sends the events in slices over one second, as the backend would during a sync. */
async function emitOverOneSecond(context: BenchContext, events: DataEvent[]): Promise<number> {
  const slices = STORM_MS / BATCH_MS;
  const perSlice = Math.ceil(events.length / slices);
  const started = Date.now();
  for (let slice = 0; slice < slices; slice += 1) {
    context.server.control.emit(events.slice(slice * perSlice, (slice + 1) * perSlice));
    const next = started + (slice + 1) * BATCH_MS;
    await sleep(Math.max(0, next - Date.now()));
  }
  return Date.now() - started;
}

/**
 * One browsing session: /series, then /movies (all 10,000 loaded), then the longest series through the global
 * search; the heap is read there. Back on /series, the backend emits the storm; the bench records the long
 * tasks and the requests the UI makes until it is quiet again. Then the same on /movies.
 */
export function browseThenStorm(context: BenchContext): Promise<BrowseRun> {
  const { longSeries, movieIds } = context.facts;
  return withPage(context, async (page) => {
    const recorder = new RequestRecorder(page);
    await watchOnLoad(page, 'firstRow', libraryRowSelector('Series'));
    await page.goto(`${context.server.url}series`);
    await markTime(page, 'firstRow');
    await waitForWholeLibrary(page, 'series');
    await browseList(page, 'Movies');

    await watchNow(page, 'seasonRow', seasonRowSelector(longSeries.latestSeason));
    await typeInSearch(page, longSeries.title);
    await page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(longSeries.title)} \\(`) })
      .first()
      .click();
    await markTime(page, 'seasonRow');
    const heapMB = await usedHeapMB(page);

    const events = stormEvents(longSeries.episodeIds, movieIds);
    await browseList(page, 'Series');
    const onSeries = await stormOn(page, recorder, () => emitOverOneSecond(context, events));
    // Where the movie events hit the list on screen: every page of it holds some of their ids.
    await browseList(page, 'Movies');
    const onMovies = await stormOn(page, recorder, () => emitOverOneSecond(context, events));
    return { heapMB, storm: onSeries, moviesStorm: onMovies };
  });
}

/** Sends a storm once the page is quiet; records long tasks and requests until it is quiet again. */
async function stormOn(
  page: Page,
  recorder: RequestRecorder,
  emit: () => Promise<number>,
): Promise<StormResult> {
  await recorder.waitForQuiet(1000, 10_000);
  recorder.start();
  const from = await pageNow(page);
  const sendMs = await emit();
  await recorder.waitForQuiet(1000, 30_000);
  const requests = recorder.stop();
  const longTasks = await longTasksBetween(page, from, await pageNow(page));
  return { sendMs, requests, longTasks };
}
