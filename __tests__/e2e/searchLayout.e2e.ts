import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { browserSuite } from './support/suite';

/** Screenshots for a person to look at (git-ignored). */
const ARTIFACTS = path.resolve(__dirname, '../../test-artifacts/search');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SIZES = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** Longer than any window, with right-to-left words in it: the list must cut it, not grow past the edge. */
const LONG_TITLE = `שלום The Extraordinarily Long and Winding Chronicles${', of a Title That Never Ends'.repeat(8)}`;

async function openPage(
  suite: ReturnType<typeof browserSuite>,
  viewport: { width: number; height: number },
  colorScheme: 'light' | 'dark',
  route: string,
): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport,
    colorScheme,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}${route}`);
  return page;
}

/** How far a box sticks out of the window on each side (0 when it fits). */
async function outside(locator: Locator, page: Page) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  const width = page.viewportSize()?.width ?? 0;
  return {
    left: Math.max(0, -box.x),
    right: Math.max(0, box.x + box.width - width),
  };
}

describe('global search suggestions', () => {
  const suite = browserSuite();

  beforeAll(() => {
    mkdirSync(ARTIFACTS, { recursive: true });
    suite.server.control.mutate((state) => {
      const movie = state.movies.get(12);
      if (!movie) throw new Error('demo movie 12 is missing');
      movie.title = LONG_TITLE;
      movie.sortTitle = LONG_TITLE.toLowerCase();
    });
  });

  describe.each(SIZES)('at %s px', (name, viewport) => {
    it.each(SCHEMES)('keep a very long title inside the window (%s)', async (scheme) => {
      const page = await openPage(suite, viewport, scheme, 'series');
      await page.getByRole('combobox', { name: 'Search' }).fill('Extraordinarily');
      const listbox = page.getByRole('listbox', { name: 'Search results' });
      const option = listbox.getByRole('option').first();
      await option.waitFor();
      await page.screenshot({ path: path.join(ARTIFACTS, `suggestions-${name}-${scheme}.png`) });

      expect(await outside(listbox, page)).toEqual({ left: 0, right: 0 });
      expect(await outside(option, page)).toEqual({ left: 0, right: 0 });
      // Cut with an ellipsis, the whole title still told on hover.
      expect(await option.getAttribute('title')).toMatch(
        /^(Series|Movie): שלום The Extraordinarily .* \(\d{4}\)$/,
      );
      await page.context().close();
    });
  });
});

describe('manual search on a phone', () => {
  const suite = browserSuite({}, { resetAfterEach: true });

  /** Searches in the open dialog and answers the first result's download button and release text. */
  async function searchIn(page: Page) {
    const dialog = page.getByRole('dialog', { name: 'Search Subtitles' });
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByRole('button', { name: 'Search Again' }).waitFor();
    const first = dialog.getByRole('table', { name: 'Search results' }).getByRole('row').nth(1);
    return {
      dialog,
      download: first.getByRole('button', { name: 'Download' }),
      release: first.getByTestId('release-name').first(),
    };
  }

  /** The action is on screen and the release reads as a line, not a column of letters. */
  async function expectUsable(page: Page, download: Locator, release: Locator) {
    expect(await outside(download, page)).toEqual({ left: 0, right: 0 });
    const releaseBox = await release.boundingBox();
    expect(releaseBox?.width ?? 0).toBeGreaterThan(100);
    // No sideways scrolling: neither the dialog nor the results table.
    const scrolls = await page
      .getByRole('dialog', { name: 'Search Subtitles' })
      .evaluate((dialog) =>
        [dialog, ...dialog.querySelectorAll<HTMLElement>('.chakra-table__scrollArea')].some(
          (element) => element.scrollWidth > element.clientWidth + 1,
        ),
      );
    expect(scrolls).toBe(false);
  }

  it.each(SCHEMES)('shows a movie result and its download action (%s)', async (scheme) => {
    const page = await openPage(suite, PHONE, scheme, 'movies/7');
    await page
      .getByRole('toolbar', { name: 'Movie actions' })
      .getByRole('button', { name: 'Manual' })
      .click();
    const { dialog, download, release } = await searchIn(page);
    await page.screenshot({ path: path.join(ARTIFACTS, `manual-movie-390-${scheme}.png`) });
    await expectUsable(page, download, release);

    await download.click();
    // The modal stays open for more downloads; the result says it was queued.
    await dialog.getByRole('button', { name: 'Download queued' }).first().waitFor();
    await page.context().close();
  });

  it.each(SCHEMES)('shows an episode result and its download action (%s)', async (scheme) => {
    const page = await openPage(suite, PHONE, scheme, 'series/1');
    await page.getByRole('button', { name: 'Manual Search' }).first().click();
    const { dialog, download, release } = await searchIn(page);
    await page.screenshot({ path: path.join(ARTIFACTS, `manual-episode-390-${scheme}.png`) });
    await expectUsable(page, download, release);

    await download.click();
    // The modal stays open for more downloads; the result says it was queued.
    await dialog.getByRole('button', { name: 'Download queued' }).first().waitFor();
    await page.context().close();
  });

  it.each(SCHEMES)('keeps the table on a wide screen (%s)', async (scheme) => {
    const page = await openPage(suite, DESKTOP, scheme, 'movies/7');
    await page
      .getByRole('toolbar', { name: 'Movie actions' })
      .getByRole('button', { name: 'Manual' })
      .click();
    const { download, release } = await searchIn(page);
    await page.screenshot({ path: path.join(ARTIFACTS, `manual-movie-1280-${scheme}.png`) });
    await expectUsable(page, download, release);
    await page.context().close();
  });
});
