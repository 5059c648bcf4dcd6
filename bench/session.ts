import type { Browser, Page } from 'playwright-core';
import { newPage } from '../__tests__/e2e/support/browser';
import type { StartedDemoServer } from '../__tests__/e2e/support/demoServer';
import type { LibraryFacts } from './library';
import { installProbe } from './probe';
import { sleep } from './sleep';

/** What a page load needs: the browser, where page errors go, and the demo backends to wait for (if any). */
export interface SessionHost {
  browser: Browser;
  pageErrors: string[];
  server?: StartedDemoServer;
  anchor?: StartedDemoServer;
}

/** What every scenario gets. */
export interface BenchContext extends SessionHost {
  browser: Browser;
  server: StartedDemoServer;
  /** The same demo library serving Bazarr's own UI (the anchor), for the side-by-side figures. */
  anchor?: StartedDemoServer;
  facts: LibraryFacts;
  /** Runs per figure (median). */
  runs: number;
  /** Page errors seen so far, reported at the end: a broken page would make its figures meaningless. */
  pageErrors: string[];
}

/** Loading the whole movie list takes a while under real latency (10,000 movies in pages of 500). */
export const LIBRARY_LOAD_TIMEOUT_MS = 180_000;

/** A data row of the series or movies list (not a loading placeholder, not the one-cell empty state). */
export function libraryRowSelector(table: 'Series' | 'Movies'): string {
  return `table[aria-label="${table}"] tbody tr:not([data-testid="placeholder-row"]) td + td`;
}

/** A row of a season's episode table (the empty-state row has a single cell). */
export function seasonRowSelector(season: number): string {
  const label = season === 0 ? 'Specials' : `Season ${season}`;
  return `table[aria-label="${label}"] tbody tr td + td`;
}

export const SEARCH_OPTION_SELECTOR =
  '[role="listbox"][aria-label="Search results"] [role="option"]';

/**
 * Until neither demo backend is answering: what a closed page asked last (the whole library, the badges) would
 * otherwise take a share of the one processor both backends model (src/demo/server/sharedCpu.ts) from the next load.
 */
async function backendsIdle(context: SessionHost): Promise<void> {
  const backends = [context.server, context.anchor].flatMap((server) =>
    server ? [server.backend] : [],
  );
  while (backends.some((backend) => backend.control.answering > 0)) await sleep(20);
}

/** A fresh browser context (empty cache, like a first visit) with the probe installed; closed after `measure`. */
export async function withPage<T>(
  context: SessionHost,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  await backendsIdle(context);
  const { page, errors } = await newPage(context.browser);
  await installProbe(page);
  try {
    return await measure(page);
  } finally {
    context.pageErrors.push(...errors);
    await page.context().close();
  }
}

/** Follows a sidebar link, as a user browsing the app does (the store keeps what it loaded). */
export async function followNavLink(page: Page, name: 'Series' | 'Movies'): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

/** Waits until a library list has loaded every item in the background ('Loading movies: x of y' is gone). */
export async function waitForWholeLibrary(page: Page, plural: 'series' | 'movies'): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Loading ${plural}`) })
    .waitFor({ state: 'hidden', timeout: LIBRARY_LOAD_TIMEOUT_MS });
}

/** Types in the header's search box like a user, one key at a time. */
export async function typeInSearch(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially(text, { delay: 40 });
}
