import type { CDPSession, Page } from 'playwright-core';
import type { StartedDemoServer } from '../../__tests__/e2e/support/demoServer';
import { firstApiStart, type PageLoad } from '../compare';
import { markTime, watchOnLoad } from '../probe';
import { seasonRowSelector, withPage, type BenchContext } from '../session';

export type Ui = 'ours' | 'theirs';
export type Condition = 'cold' | 'throttled';

/** A page both UIs show, and how to recognise its first data row in each. */
export interface ComparedPage {
  name: string;
  path: string;
  selector: Record<Ui, string>;
}

/**
 * A data row: a row with at least two cells (not a one-cell empty state or group header) showing text (not a
 * skeleton). Bazarr's UI (Mantine tables) and ours both draw their lists as tables.
 */
const DATA_ROW = 'table tbody tr td + td';

export function comparedPages(context: BenchContext): ComparedPage[] {
  const { id, latestSeason } = context.facts.longSeries;
  const plain = (name: string, path = name): ComparedPage => ({
    name,
    path,
    selector: { ours: DATA_ROW, theirs: DATA_ROW },
  });
  return [
    plain('/series'),
    plain('/movies'),
    {
      name: '/series/{long}',
      path: `/series/${id}`,
      // Ours draws one table per season; the latest season is open.
      selector: { ours: seasonRowSelector(latestSeason), theirs: DATA_ROW },
    },
    plain('/wanted/series'),
    plain('/history/series'),
    plain('/movies/edit'),
  ];
}

/** Chrome DevTools' 'Slow 4G' (its former 'Fast 3G'): 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/** Seconds of script the page ran so far (DevTools' Performance domain), in ms. */
async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const script = metrics.find((metric) => metric.name === 'ScriptDuration');
  return (script?.value ?? Number.NaN) * 1000;
}

interface TimingEntries {
  fcp: number;
  resources: { name: string; startTime: number }[];
}

async function timingEntries(page: Page): Promise<TimingEntries> {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
}

export function serverOf(context: BenchContext, ui: Ui): StartedDemoServer {
  if (ui === 'ours') return context.server;
  if (!context.anchor) throw new Error('No server for Bazarr’s UI');
  return context.anchor;
}

function pageUrl(server: StartedDemoServer, path: string): string {
  return `${server.url}${path.replace(/^\//, '')}`;
}

/** Bazarr's mass editor reads every movie at once: minutes on the large library when throttled. */
const LOAD_TIMEOUT_MS = 180_000;

const TIMED_OUT: PageLoad = {
  firstContentMs: Number.NaN,
  fcpMs: Number.NaN,
  firstApiMs: Number.NaN,
  scriptMs: Number.NaN,
};

/** A cold load (fresh context) of `page` in `ui`: its first content, first paint, first API request and script. */
export function loadPage(
  context: BenchContext,
  ui: Ui,
  page: ComparedPage,
  condition: Condition,
): Promise<PageLoad> {
  return withPage(context, async (tab) => {
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    if (condition === 'throttled') await throttle(cdp);
    await watchOnLoad(tab, 'firstContent', page.selector[ui], true);
    await tab.goto(pageUrl(serverOf(context, ui), page.path));
    const firstContentMs = await markTime(tab, 'firstContent', LOAD_TIMEOUT_MS).catch(
      () => Number.NaN,
    );
    // A page that never shows rows within the limit counts as n/a for every figure of that load.
    if (Number.isNaN(firstContentMs)) return TIMED_OUT;
    const script = await scriptMs(cdp);
    const { fcp, resources } = await timingEntries(tab);
    await cdp.detach();
    return { firstContentMs, fcpMs: fcp, firstApiMs: firstApiStart(resources), scriptMs: script };
  });
}

/** Waits until the page made no request for `quietMs` (at most `limitMs`), as the app settles after a visit. */
export async function waitForQuiet(page: Page, quietMs = 1500, limitMs = 60_000): Promise<void> {
  const started = Date.now();
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() - started < limitMs) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Client-side navigation as a link does it (both UIs use React Router, which follows popstate). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * /series, then /movies, then the long series in one tab, each until its rows show and the app is quiet; then
 * the JS heap in use after a full garbage collection, in MB.
 */
export function browseHeap(context: BenchContext, ui: Ui): Promise<number> {
  const pages = comparedPages(context).slice(0, 3);
  const server = serverOf(context, ui);
  return withPage(context, async (tab) => {
    for (const [index, visit] of pages.entries()) {
      if (index === 0) await tab.goto(pageUrl(server, visit.path));
      else await navigateInApp(tab, new URL(pageUrl(server, visit.path)).pathname);
      // The previous page's rows may still show for a moment: settle first, then check the rows.
      await waitForQuiet(tab);
      await tab.waitForSelector(visit.selector[ui], { timeout: 120_000 });
      await waitForQuiet(tab);
    }
    const cdp = await tab.context().newCDPSession(tab);
    try {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize / (1024 * 1024);
    } finally {
      await cdp.detach();
    }
  });
}
