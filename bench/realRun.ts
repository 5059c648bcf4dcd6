import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../__tests__/e2e/support/browser';
import { formatComparison } from './compare';
import { logPageErrors, writeResult } from './output';
import { readPageFacts } from './pageFacts';
import { heapPages, selectPages } from './pages';
import { startSidecars, type RealBazarr, type RunningSidecars } from './realBazarr';
import {
  anchorDir,
  emptySideBySide,
  measureSideBySide,
  sideBySideComparisons,
} from './sideBySideRun';

export interface RealRunOptions {
  runs: number;
  log: (line: string) => void;
  /** Builds our bundle into buildDir, or reuses it (BENCH_SKIP_BUILD=1). */
  ensureBuild: () => Promise<void>;
  buildDir: string;
  resultsDir: string;
}

function loadAverage(): number {
  return Number((os.loadavg()[0] ?? 0).toFixed(2));
}

/**
 * BENCH_BAZARR_URL: the side-by-side loads against a real Bazarr, nothing else (no demo, no storm or scan, which
 * need the demo's controls). Both UIs are served in turn over that one backend by the sidecar server; what the
 * pages open (a movie, the series with most episode files) and which lists have rows is read from its API.
 */
export async function runAgainstRealBazarr(
  bazarr: RealBazarr,
  options: RealRunOptions,
): Promise<void> {
  const { runs, log } = options;
  const theirsDir = anchorDir();
  if (!theirsDir) throw new Error('BENCH_BAZARR_URL compares with Bazarr’s UI: set ANCHOR_UI_DIR');
  const loadBefore = loadAverage();
  mkdirSync(options.resultsDir, { recursive: true });
  await options.ensureBuild();
  let sidecars: RunningSidecars | undefined;
  let browser: Browser | undefined;
  try {
    sidecars = await startSidecars(bazarr, { ours: options.buildDir, theirs: theirsDir });
    browser = await launchBrowser();
    const base = bazarr.url.href.endsWith('/') ? bazarr.url.href : `${bazarr.url.href}/`;
    const facts = await readPageFacts(base, bazarr.apiKey);
    log(
      `Real Bazarr at ${bazarr.url.origin}: version ${facts.version ?? '?'}, long series ${facts.longSeries?.id ?? 'none'}, ` +
        `movie ${facts.movie?.id ?? 'none'}`,
    );
    const pages = selectPages(facts, process.env.BENCH_PAGES, log);
    log(`Side-by-side pages: ${pages.map((page) => page.name).join(', ')}`);
    const plan = { pages, heapPages: process.env.BENCH_HEAP === '0' ? [] : heapPages(facts) };
    const host = { browser, pageErrors: [] as string[], urls: sidecars.urls };
    const samples = emptySideBySide();
    for (let run = 0; run < runs; run += 1) {
      log(`Run ${run + 1} of ${runs}`);
      await measureSideBySide(host, plan, run, samples, log);
    }
    const comparisons = sideBySideComparisons(samples);
    const machine = {
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: loadAverage() },
    };
    log(
      `\n${machine.cpus} CPUs, load average ${loadBefore} before and ${machine.loadAverage.after} after; ` +
        `times are medians of ${runs} run${runs === 1 ? '' : 's'}`,
    );
    log(`\nSide by side with Bazarr's UI on the real Bazarr (ratio = ours / theirs):`);
    comparisons.forEach((item) => log(formatComparison(item)));
    const errors = logPageErrors(log, host.pageErrors);
    const result = {
      date: new Date().toISOString(),
      runs,
      machine,
      backend: bazarr.url.origin,
      facts,
      comparisons,
      pageErrors: errors,
    };
    const file = writeResult(options.resultsDir, 'bench-real', 'latest-real.json', result);
    log(`\nWrote ${path.basename(file)}`);
  } finally {
    await browser?.close();
    await sidecars?.stop();
  }
}
