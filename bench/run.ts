/**
 * `npm run bench`: builds the production bundle, serves it with the demo backend (large library, real Bazarr
 * latency) and measures it in headless Chromium. Prints one line per figure (median of BENCH_RUNS runs, 5 by
 * default) and writes them to bench-results/. BENCH_SKIP_BUILD=1 reuses the last bench build.
 */
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../__tests__/e2e/support/browser';
import { startDemoServer, type StartedDemoServer } from '../__tests__/e2e/support/demoServer';
import { assetTotals, buildBundle } from './bundle';
import { formatFigure } from './figures';
import { libraryFacts } from './library';
import { collectFigures, librarySummary, type Samples } from './results';
import { visitLongSeries, visitMovies, visitSeries } from './scenarios/coldLoads';
import { browseThenStorm } from './scenarios/browseAndStorm';
import { massEditMovies } from './scenarios/massEdit';
import { formatScanRuns, scanLongSeries, type ScanRun } from './scenarios/scanStream';
import type { Ui } from './scenarios/sideBySide';
import type { BenchContext } from './session';
import { formatComparison } from './compare';
import { logPageErrors, writeResult } from './output';
import { readPageFacts } from './pageFacts';
import { heapPages, selectPages } from './pages';
import { realBazarr } from './realBazarr';
import { runAgainstRealBazarr } from './realRun';
import {
  anchorDir,
  emptySideBySide,
  measureSideBySide,
  sideBySideComparisons,
  type SideBySidePlan,
  type SideBySideSamples,
} from './sideBySideRun';

const ROOT = path.resolve(__dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
const BUILD_DIR = path.join(RESULTS_DIR, 'build');
const DEFAULT_RUNS = 5;

function runCount(): number {
  const requested = Number(process.env.BENCH_RUNS ?? DEFAULT_RUNS);
  return Number.isInteger(requested) && requested > 0 ? requested : DEFAULT_RUNS;
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function timed<T>(label: string, action: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await action();
  log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/** BENCH_ONLY=compare: only the side-by-side figures (Bazarr's UI and ours); BENCH_ONLY=scan: only the scan. */
function compareOnly(): boolean {
  return process.env.BENCH_ONLY === 'compare' || process.env.BENCH_ONLY === 'scan';
}

/** BENCH_SCAN=0 skips the disk-scan stream (two minutes a run with both UIs). */
function measuresScan(context: BenchContext): boolean {
  return context.anchor !== undefined && process.env.BENCH_SCAN !== '0';
}

/** Every scenario once per run, interleaved, so that a busy moment on the machine spreads over all figures. */
async function measure(
  context: BenchContext,
  plan: SideBySidePlan | undefined,
  sideBySide: SideBySideSamples,
  scans: Record<Ui, ScanRun[]>,
): Promise<Samples> {
  const { facts } = context;
  const samples: Samples = {
    seriesVisits: [],
    moviesFirstRowMs: [],
    longSeriesMs: [],
    massEdits: [],
    browses: [],
  };
  const profileNames = facts.profileIds.map((id) => facts.profileNames.get(id) ?? '');
  const query = facts.longSeries.title.slice(0, 6);
  for (let run = 0; run < context.runs; run += 1) {
    log(`Run ${run + 1} of ${context.runs}`);
    const scanOnly = process.env.BENCH_ONLY === 'scan';
    if (context.anchor && plan && !scanOnly) {
      const urls = { ours: context.server.url, theirs: context.anchor.url };
      await measureSideBySide({ ...context, urls }, plan, run, sideBySide, log);
    }
    if (measuresScan(context))
      for (const ui of run % 2 === 0
        ? (['ours', 'theirs'] as const)
        : (['theirs', 'ours'] as const))
        scans[ui].push(await timed(`disk scan stream, ${ui}`, () => scanLongSeries(context, ui)));
    if (compareOnly()) continue;
    samples.seriesVisits.push(await timed('/series and search', () => visitSeries(context, query)));
    samples.moviesFirstRowMs.push(await timed('/movies', () => visitMovies(context)));
    samples.longSeriesMs.push(await timed('long series', () => visitLongSeries(context)));
    // Alternate between two profiles, so that every save changes every movie.
    const profile = profileNames[run % 2] ?? '';
    samples.massEdits.push(await timed('mass edit', () => massEditMovies(context, profile)));
    samples.browses.push(await timed('browse and storm', () => browseThenStorm(context)));
  }
  return samples;
}

/** Timings depend on what else the machine does: the results say how busy it was. */
function loadAverage(): number {
  const [oneMinute = 0] = os.loadavg();
  return Number(oneMinute.toFixed(2));
}

/** Builds the production bundle into bench-results/build, or reuses the last one (BENCH_SKIP_BUILD=1). */
async function ensureBuild(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(BUILD_DIR, 'index.html'))) {
    log(`Reusing the bundle in ${path.relative(ROOT, BUILD_DIR)}`);
    return;
  }
  await timed(`Built the production bundle into ${path.relative(ROOT, BUILD_DIR)}`, () =>
    buildBundle(ROOT, BUILD_DIR),
  );
}

/**
 * The side-by-side pages on the demo library (BENCH_PAGES, bench/pages.ts): what they open and wait for, read
 * through the demo's API as on a real Bazarr; the long series is the one with the most episodes.
 */
async function demoPlan(
  server: StartedDemoServer,
  facts: BenchContext['facts'],
): Promise<SideBySidePlan> {
  const apiKey = String(server.backend.state.settings.auth?.apikey ?? '');
  const read = await readPageFacts(server.url, apiKey);
  const pageFacts = {
    ...read,
    longSeries: { id: facts.longSeries.id, latestSeason: facts.longSeries.latestSeason },
  };
  const pages = selectPages(pageFacts, process.env.BENCH_PAGES, log);
  log(`Side-by-side pages: ${pages.map((page) => page.name).join(', ')}`);
  return { pages, heapPages: process.env.BENCH_HEAP === '0' ? [] : heapPages(pageFacts) };
}

async function main(): Promise<void> {
  const bazarr = realBazarr();
  if (bazarr) {
    await runAgainstRealBazarr(bazarr, {
      runs: runCount(),
      log,
      ensureBuild,
      buildDir: BUILD_DIR,
      resultsDir: RESULTS_DIR,
    });
    return;
  }
  const runs = runCount();
  const loadBefore = loadAverage();
  mkdirSync(RESULTS_DIR, { recursive: true });
  await ensureBuild();
  const chunks = assetTotals(BUILD_DIR);

  let server: StartedDemoServer | undefined;
  let anchor: StartedDemoServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startDemoServer({ size: 'large', latency: 'real', uiDir: BUILD_DIR });
    // The same library (same seed) serving Bazarr's own UI, measured in the same runs.
    const theirs = anchorDir();
    if (theirs) anchor = await startDemoServer({ size: 'large', latency: 'real', uiDir: theirs });
    else log('No build of Bazarr’s UI (ANCHOR_UI_DIR): side-by-side figures skipped');
    browser = await launchBrowser();
    const facts = libraryFacts(server.backend.state);
    log(
      `Demo library: ${facts.seriesCount} series, ${facts.episodeCount} episodes, ${facts.movieCount} movies; ` +
        `longest series '${facts.longSeries.title}' (${facts.longSeries.episodeIds.length} episodes)`,
    );
    const context: BenchContext = { browser, server, anchor, facts, runs, pageErrors: [] };
    const plan = anchor ? await demoPlan(server, facts) : undefined;
    const sideBySide = emptySideBySide();
    const scans: Record<Ui, ScanRun[]> = { ours: [], theirs: [] };
    const samples = await measure(context, plan, sideBySide, scans);
    const figures = compareOnly() ? [] : collectFigures(samples, chunks);
    const comparisons =
      anchor && sideBySide.loads.size > 0 ? sideBySideComparisons(sideBySide) : [];
    const machine = {
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: loadAverage() },
    };

    log(
      `\n${machine.cpus} CPUs, load average ${loadBefore} before and ${machine.loadAverage.after} after; ` +
        `times are medians of ${runs} run${runs === 1 ? '' : 's'}`,
    );
    figures.forEach((item) => log(formatFigure(item)));
    if (comparisons.length > 0) {
      log(`\nSide by side with Bazarr's UI (same library and latency; ratio = ours / theirs):`);
      comparisons.forEach((item) => log(formatComparison(item)));
    }
    if (scans.ours.length > 0) log(`\n${formatScanRuns(scans).join('\n')}`);
    const errors = logPageErrors(log, context.pageErrors);

    const result = {
      date: new Date().toISOString(),
      runs,
      machine,
      library: librarySummary(facts),
      figures,
      comparisons,
      scans,
      pageErrors: errors,
    };
    const file = writeResult(RESULTS_DIR, 'bench', 'latest.json', result);
    log(`\nWrote ${path.relative(ROOT, file)}`);
  } finally {
    await browser?.close();
    await server?.stop();
    await anchor?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
