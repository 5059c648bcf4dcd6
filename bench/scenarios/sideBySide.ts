import type { CDPSession, Page } from 'playwright-core';
import { firstApiStart, type PageLoad } from '../compare';
import { markTime, watchOnLoad } from '../probe';
import type { ComparedPage } from '../pages';
import type { StartedDemoServer } from '../../__tests__/e2e/support/demoServer';
import { withPage, type BenchContext, type SessionHost } from '../session';

export type Ui = 'ours' | 'theirs';
export type Condition = 'cold' | 'throttled';

/** Where the side-by-side loads run: a browser, and each UI's page URL (its base URL and trailing slash included). */
export interface SideBySideHost extends SessionHost {
  urls: Record<Ui, string>;
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

/** The demo server of one UI (the scan stream drives the demo backend behind it). */
export function serverOf(context: BenchContext, ui: Ui): StartedDemoServer {
  if (ui === 'ours') return context.server;
  if (!context.anchor) throw new Error('No server for Bazarr’s UI');
  return context.anchor;
}

function pageUrl(base: string, path: string): string {
  return `${base}${path.replace(/^\//, '')}`;
}

/** Bazarr's mass editor reads every movie at once: minutes on the large library when throttled. */
const LOAD_TIMEOUT_MS = 180_000;

const TIMED_OUT: PageLoad = {
  firstContentMs: Number.NaN,
  fcpMs: Number.NaN,
  firstApiMs: Number.NaN,
  scriptMs: Number.NaN,
  heapMB: Number.NaN,
};

/** JS heap in use after a full garbage collection, in MB. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}

/**
 * A cold load (fresh context) of `page` in `ui`: its first content, first paint, first API request, its script
 * until then, and the JS heap in use once it showed (after a garbage collection).
 */
export function loadPage(
  host: SideBySideHost,
  ui: Ui,
  page: ComparedPage,
  condition: Condition,
): Promise<PageLoad> {
  return withPage(host, async (tab) => {
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    if (condition === 'throttled') await throttle(cdp);
    const { selector, withText, text } = page.watch[ui];
    await watchOnLoad(tab, 'firstContent', selector, withText, text);
    await tab.goto(pageUrl(host.urls[ui], page.path));
    const firstContentMs = await markTime(tab, 'firstContent', LOAD_TIMEOUT_MS).catch(
      () => Number.NaN,
    );
    // A page that never shows rows within the limit counts as n/a for every figure of that load.
    if (Number.isNaN(firstContentMs)) return TIMED_OUT;
    const script = await scriptMs(cdp);
    const { fcp, resources } = await timingEntries(tab);
    const heapMB = await heapAfterGc(cdp);
    await cdp.detach();
    return {
      firstContentMs,
      fcpMs: fcp,
      firstApiMs: firstApiStart(resources),
      scriptMs: script,
      heapMB,
    };
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
 * The pages in order in one tab (the first loaded, the next followed as a link does), each until its first content
 * shows and the app is quiet; then the JS heap in use after a full garbage collection, in MB.
 */
export function browseHeap(
  host: SideBySideHost,
  pages: readonly ComparedPage[],
  ui: Ui,
): Promise<number> {
  return withPage(host, async (tab) => {
    for (const [index, visit] of pages.entries()) {
      if (index === 0) await tab.goto(pageUrl(host.urls[ui], visit.path));
      else await navigateInApp(tab, new URL(pageUrl(host.urls[ui], visit.path)).pathname);
      // The previous page's rows may still show for a moment: settle first, then check the rows.
      await waitForQuiet(tab);
      await tab.waitForSelector(visit.watch[ui].selector, { timeout: 120_000 });
      await waitForQuiet(tab);
    }
    const cdp = await tab.context().newCDPSession(tab);
    try {
      return await heapAfterGc(cdp);
    } finally {
      await cdp.detach();
    }
  });
}
