import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { browserSuite } from './support/suite';

/** The production build the browser suites run (globalSetup builds it first). */
const BUILD = path.resolve(__dirname, '../../build');
const CRASH = 'Oops! UI is crashed!';

/** index.html's list of the bundle's scripts and of each chunk group's files. */
function routeChunks(): { bundle: string[]; groups: Record<string, string[]> } {
  const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  const json = /<script type="application\/json" id="route-chunks">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  if (!json) throw new Error('index.html has no route-chunks list');
  return JSON.parse(json) as { bundle: string[]; groups: Record<string, string[]> };
}

/** Chunk groups of other pages and of their dialogs: the settings page never asks for their files. */
const OTHER_PAGES = [
  'login',
  'series',
  'movies',
  'history',
  'wanted',
  'coverage',
  'blacklist',
  'system',
  'series-detail',
  'series-edit',
  'item-editor',
  'posters',
  'movie-detail',
  'movies-edit',
  'history-stats',
  'series-modals',
  'movie-modals',
];

/**
 * The scripts the shell loads late around the settings page: every script of the build except those the page
 * needs to start (the bundle, the settings group and the later recipes) and those only other pages load (a page
 * whose file does not arrive is the boundary's unit test).
 */
function lateScripts(): string[] {
  const { bundle, groups } = routeChunks();
  const start = new Set([...bundle, ...(groups.settings ?? []), ...(groups.recipes ?? [])]);
  const otherPages = new Set(OTHER_PAGES.flatMap((group) => groups[group] ?? []));
  return readdirSync(path.join(BUILD, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .filter((script) => !start.has(script) && !otherPages.has(script))
    .sort();
}

/** More than a lazily loaded part's retries take (CHUNK_RETRY_DELAYS_MS in src/lib/lazyNamed.tsx: 3 s). */
const ALL_RETRIES_MS = 5000;

/**
 * The version notice's request: the last of what loads after the first screen (3 s after it). Asked for before
 * the page opens: a busy machine may take longer than that to show the page and type into it.
 */
function versionNoticeAsked(page: Page, origin: string): Promise<unknown> {
  const noticeFiles = new Set(
    (routeChunks().groups['version-notice'] ?? []).map((file) => new URL(file, origin).href),
  );
  const asked = page.waitForRequest((request) => noticeFiles.has(request.url()), { timeout: 0 });
  // Awaited by the test; a test that failed before leaves it unheard.
  asked.catch(() => undefined);
  return asked;
}

/** Asks for what loads after the first screen: on idle, on approach, and last the version notice. */
async function askForLateParts(page: Page, versionNotice: Promise<unknown>): Promise<void> {
  await approach(page);
  await versionNotice;
}

/** Points at the System button and focuses the search box: their parts load then. */
async function approach(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'System', exact: true }).hover();
  await page.getByRole('combobox', { name: /search/i }).focus();
}

describe('a late-loaded file that does not arrive', () => {
  it('names the groups of other pages the build has (a renamed group would leave its files in the list)', () => {
    const { groups } = routeChunks();
    expect(OTHER_PAGES.filter((group) => !(group in groups))).toEqual([]);
    expect(lateScripts().length).toBeGreaterThan(10);
  });

  const suite = browserSuite();

  /** A page of its own per file: the cases wait mostly on timers (retries, the notice's 3 s), so they run side by side. */
  async function freshPage(): Promise<Page> {
    // No service worker: it would serve the files from its cache, where page.route cannot refuse them.
    const context = await suite.browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    return context.newPage();
  }

  it.concurrent.each(lateScripts())(
    '%s: the shell and the typed text stay, and the part loads once Bazarr is back',
    async (script) => {
      const page = await freshPage();
      const url = new URL(script, suite.server.url).href;
      let asked = 0;
      const refuse = (route: Route) => {
        asked += 1;
        return route.abort('connectionrefused');
      };
      await page.route(url, refuse);
      const versionNotice = versionNoticeAsked(page, suite.server.url);
      await page.goto(`${suite.server.url}settings/general`);
      const address = page.getByLabel('Address');
      await address.fill('10.0.0.7');
      await askForLateParts(page, versionNotice);
      if (asked > 0)
        // A lazily loaded part asks again, then its boundary (or, before, the crash screen) says so in the
        // console; the other late files are asked for once and say nothing.
        await page
          .waitForEvent('console', {
            predicate: (message) => /did not load|UI crashed/.test(message.text()),
            timeout: ALL_RETRIES_MS,
          })
          .catch(() => undefined);

      await page
        .getByRole('heading', { name: /general/i })
        .first()
        .waitFor();
      expect(await page.getByText(CRASH).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(
        true,
      );
      expect(await address.inputValue()).toBe('10.0.0.7');

      await page.unroute(url, refuse);
      if (asked === 0) return page.context().close();
      // Bazarr (here: the network) is back: the part asks for its file again, and gets it.
      const loaded = page.waitForResponse((response) => response.url() === url && response.ok());
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      // Parts loaded on approach (the System menu) try again on the next approach.
      await page.mouse.move(0, 0);
      await approach(page);
      await loaded;
      expect(await page.getByText(CRASH).count()).toBe(0);
      expect(await address.inputValue()).toBe('10.0.0.7');
      await page.context().close();
    },
    30_000,
  );
});
