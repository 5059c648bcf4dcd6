import type { BrowserContext, Page } from 'playwright-core';
import type { DemoState } from '../../src/demo/core/state/types';
import { browserSuite } from './support/suite';
import { waitForContent } from './support/routes';

// A build-served page load each, while other browser suites may share the machine's two cores.

/** One word no line can hold: it must break (or be cut), not widen the table. */
const LONG_WORD = 'Unbreakable'.repeat(182).slice(0, 2_000);
/** A long title with spaces, as real ones are. */
const LONG_TITLE = `The Extraordinarily Long and Winding Chronicles${', of a Title That Never Ends'.repeat(10)}`;
/** A deep subtitle path, as Bazarr shows on a movie's page. */
const LONG_PATH = `/media/movies/${'A.Very.Long.Release.Folder.Name.2160p.WEB-DL/'.repeat(4)}Movie.en.srt`;

/** Long server text on the first items of every table these screens show. */
function seedLongText(state: DemoState): void {
  const [series, otherSeries] = state.series.values();
  series.title = LONG_WORD;
  otherSeries.title = LONG_TITLE;
  const [movie, otherMovie] = state.movies.values();
  movie.title = LONG_WORD;
  otherMovie.title = LONG_TITLE;
  const withFile = [...state.movies.values()].find((item) => item.subtitles.some((s) => s.path));
  if (!withFile) throw new Error('no demo movie has a subtitle file');
  withFile.subtitles = withFile.subtitles.map((s, index) =>
    s.path ? { ...s, path: index === 0 ? `/movies/${LONG_WORD}.srt` : LONG_PATH } : s,
  );
  for (const [index, id] of (state.episodesBySeries.get(series.id) ?? []).entries()) {
    const episode = state.episodes.get(id);
    if (episode) episode.title = index % 2 ? LONG_TITLE : LONG_WORD;
  }
  state.profiles[0].name = LONG_WORD;
  state.health.push({ object: LONG_PATH, issue: LONG_TITLE });
}

interface Screen {
  name: string;
  route: (state: DemoState) => string;
  /** The tables the screen must show (their accessible names). */
  tables: readonly (string | RegExp)[];
}

const SCREENS: readonly Screen[] = [
  { name: 'series list', route: () => 'series', tables: ['Series'] },
  { name: 'movies list', route: () => 'movies', tables: ['Movies'] },
  {
    name: 'series detail',
    route: (state) => `series/${[...state.series.keys()][0]}`,
    tables: [/^Season/],
  },
  {
    name: 'movie detail',
    route: (state) =>
      `movies/${[...state.movies.values()].find((m) => m.subtitles.some((s) => s.path))?.id}`,
    tables: ['Subtitles'],
  },
  { name: 'episode history', route: () => 'history/series', tables: ['Episodes History'] },
  { name: 'movie history', route: () => 'history/movies', tables: ['Movies History'] },
  { name: 'languages settings', route: () => 'settings/languages', tables: ['Languages Profiles'] },
  { name: 'system status', route: () => 'system/status', tables: ['Health issues'] },
];

/**
 * Every table in the page area: how far it (and anything in it) sticks out of its scroll box, the row buttons
 * that are not on screen (off the window, or past the box's edge behind a sideways scroll), and the short
 * server words that were broken across lines to make room ('99.17 / %').
 */
function measureTables() {
  return [...document.querySelectorAll<HTMLTableElement>('main table')].map((table) => {
    const area = table.parentElement as HTMLElement;
    const edge = Math.min(area.getBoundingClientRect().right, window.innerWidth);
    const hidden = [...table.querySelectorAll<HTMLElement>('tbody button, tbody a')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.right > edge + 1;
      })
      .map((control) =>
        (control.getAttribute('aria-label') ?? control.textContent ?? '').slice(0, 40),
      );
    const brokenWords = [...table.querySelectorAll<HTMLElement>('td bdi:not([data-long-word])')]
      .filter((text) => !/\s/.test(text.textContent ?? '') && text.getClientRects().length > 1)
      .map((text) => text.textContent);
    return {
      table: table.getAttribute('aria-label'),
      tooWide: Math.max(table.scrollWidth, area.scrollWidth) - area.clientWidth,
      hidden: [...new Set(hidden)].slice(0, 4),
      brokenWords: brokenWords.slice(0, 4),
    };
  });
}

describe('tables keep their columns on screen with long server text', () => {
  const suite = browserSuite();
  const contexts: BrowserContext[] = [];

  beforeAll(() => suite.server.control.mutate(seedLongText));
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  async function open(width: number, screen: Screen): Promise<Page> {
    const phone = width < 500;
    const context = await suite.browser.newContext({
      viewport: { width, height: phone ? 844 : 800 },
      isMobile: phone,
      hasTouch: phone,
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}${screen.route(suite.server.backend.state)}`);
    await waitForContent(page);
    for (const name of screen.tables) await page.getByRole('table', { name }).first().waitFor();
    return page;
  }

  describe.each([1280, 390])('at %i px', (width) => {
    it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
      '%s: every table fits its box, every row action is on screen, short words stay whole',
      async (_name, screen) => {
        const page = await open(width, screen);
        const tables = await page.evaluate(measureTables);
        expect(tables.length).toBeGreaterThanOrEqual(screen.tables.length);
        // On failure, says which table is too wide, by how much, and which actions are off screen.
        expect(
          tables.filter(
            (table) => table.tooWide > 0 || table.hidden.length > 0 || table.brokenWords.length > 0,
          ),
        ).toEqual([]);
        const pageOverflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(pageOverflow).toBeLessThanOrEqual(0);
        await page.context().close();
      },
    );
  });
});
