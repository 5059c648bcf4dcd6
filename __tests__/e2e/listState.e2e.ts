import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

/** The names of the movies table's rows (the second cell; the first is the monitored icon). */
function movieNames(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Movies' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
}

/** Waits until the table shows exactly these names. */
async function waitForNames(page: Page, names: string[]) {
  await page.waitForFunction((want) => {
    const rows = Array.from(document.querySelectorAll('table[aria-label="Movies"] tbody tr'));
    const shown = rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
    return JSON.stringify(shown) === JSON.stringify(want);
  }, names);
}

describe('library list state in a browser', () => {
  const suite = browserSuite({ baseUrl: '/bazarr' });

  it('keeps the filter, the sort and the rows when coming back from a movie', async () => {
    const { page, errors } = await newPage(suite.browser);
    const { state, derived } = suite.server.backend;
    const missingTitles = new Set(
      state.movieOrder
        .filter((id) => derived.movie(id).length > 0)
        .map((id) => state.movies.get(id)?.title ?? ''),
    );
    const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
    const expected = [...missingTitles].sort(collator.compare).slice(0, 25);

    await page.goto(`${suite.server.url}movies`);
    await page.getByText('Show 1 to 25 of 100 entries').waitFor();
    await page
      .getByRole('combobox', { name: 'Missing subtitles' })
      .selectOption({ label: 'Has missing subtitles' });
    await page.getByText(`${missingTitles.size} of 100 movies match`).waitFor();
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await nameHeader.getByRole('button').click();
    await page.waitForURL(/\/movies\?.*sort=name/);
    await waitForNames(page, expected);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    const before = await movieNames(page);

    const target = expected[1] ?? '';
    await page
      .getByRole('table', { name: 'Movies' })
      .getByRole('link', { name: target, exact: true })
      .click();
    await page.waitForURL(/\/bazarr\/movies\/\d+$/);
    await page.getByRole('toolbar', { name: 'Movie actions' }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/bazarr\/movies\?/);
    await waitForNames(page, before);
    expect(new URL(page.url()).searchParams.get('missing')).toBe('yes');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
    expect(await page.getByRole('combobox', { name: 'Missing subtitles' }).inputValue()).toBe(
      'yes',
    );
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await page.getByText(`${missingTitles.size} of 100 movies match`).count()).toBe(1);

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a shared link with the poster view and its filters', async () => {
    const { page, errors } = await newPage(suite.browser, { width: 390, height: 800 });
    await page.goto(`${suite.server.url}movies?view=posters&missing=yes&sort=name&dir=desc`);
    const grid = page.getByRole('list', { name: 'Movies posters' });
    await grid.getByRole('link').first().waitFor();
    expect(await page.getByRole('button', { name: 'Posters' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const first = grid.getByRole('link').first();
    expect(await first.getAttribute('href')).toMatch(/^\/bazarr\/movies\/\d+$/);
    expect(await first.textContent()).toMatch(/missing subtitle/);
    const image = first.locator('img');
    expect(await image.getAttribute('loading')).toBe('lazy');

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
