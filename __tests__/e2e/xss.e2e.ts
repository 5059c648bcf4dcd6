import type { Dialog, Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

/** Each payload would set window.__xss (and open an alert) if a page rendered it as HTML or followed it. */
const TEXT =
  '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script><svg onload="window.__xss=3">';
const LINK = 'javascript:window.__xss=4;alert(4)';
/** A piece of TEXT every page shows literally when it renders the text as text. */
const LITERAL = '<img src=x onerror="window.__xss=1;alert(1)">';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('hostile server text', () => {
  const suite = browserSuite();
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    const response = await fetch(`${suite.server.origin}/__demo/hostile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: TEXT, link: LINK }),
    });
    if (response.status !== 204) throw new Error(`Seeding failed: ${await response.text()}`);
    ({ page } = await newPage(suite.browser));
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  const firstSeries = () => [...suite.server.backend.state.series.keys()][0];
  const firstMovie = () => [...suite.server.backend.state.movies.keys()][0];

  /** Every route showing server text, and a text of it that must appear literally. */
  const routes: [string, () => string][] = [
    ['series', () => 'Series '],
    ['series/:series', () => 'Episode '],
    ['movies', () => 'Movie '],
    ['movies/:movie', () => 'Movie '],
    ['history/series', () => 'Series '],
    ['history/movies', () => 'Movie '],
    ['wanted/series', () => 'Series '],
    ['wanted/movies', () => 'Movie '],
    ['blacklist/series', () => 'Series '],
    ['blacklist/movies', () => 'Movie '],
    ['settings/languages', () => 'Profile '],
    ['system/tasks', () => 'Task '],
    ['system/logs', () => 'Log '],
    ['system/providers', () => 'Status '],
    ['system/backup', () => 'backup_'],
    ['system/releases', () => 'Release '],
    ['system/announcements', () => 'Announcement '],
  ];

  async function expectNothingRan() {
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // No element made from the payloads exists in the page.
    expect(await page.locator('img[src="x"], svg[onload], [onerror]').count()).toBe(0);
    // Links lead to http(s) only (relative links resolve to the page's own origin).
    const protocols = await page.evaluate(() =>
      [...document.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).protocol),
    );
    expect(protocols.filter((protocol) => protocol !== 'http:' && protocol !== 'https:')).toEqual(
      [],
    );
  }

  it.each(routes)('/%s shows the text literally and runs nothing', async (route, label) => {
    const path = route
      .replace(':series', String(firstSeries()))
      .replace(':movie', String(firstMovie()));
    await page.goto(`${suite.server.url}${path}`);
    await page
      .getByText(new RegExp(`${label()}(\\S+ )?${escape(LITERAL)}`))
      .first()
      .waitFor({ timeout: 15_000 });
    await expectNothingRan();
  });

  it('shows a hostile announcement link as text, not as a link', async () => {
    await page.goto(`${suite.server.url}system/announcements`);
    await page.getByText(`Announcement ${LITERAL}`, { exact: false }).first().waitFor();
    expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
    await expectNothingRan();
  });

  it('shows a hostile notification literally', async () => {
    await page.goto(`${suite.server.url}system/status`);
    await page.waitForSelector('button[aria-label="System"]:not([data-loading])');
    // The socket connects once the page is idle, and an event sent before that is lost (as with Bazarr, which
    // keeps none): sent again until it shows.
    const notice = page.getByText(`Notice ${LITERAL}`, { exact: false }).first();
    for (let attempt = 1; ; attempt += 1) {
      suite.server.control.emit({ type: 'message', action: 'update', payload: `Notice ${TEXT}` });
      const shown = await notice.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      if (shown || attempt === 4) break;
    }
    await notice.waitFor();
    await expectNothingRan();
  });

  it('shows hostile paths and episode titles in the series detail literally', async () => {
    await page.goto(`${suite.server.url}series/${firstSeries()}`);
    await page.getByText(`/tv/${LITERAL}`, { exact: false }).first().waitFor();
    await expectNothingRan();
  });

  it('shows hostile titles in the global search suggestions literally', async () => {
    await page.goto(`${suite.server.url}system/status`);
    await page.getByRole('combobox', { name: 'Search' }).fill('onerror');
    await page.getByRole('option').filter({ hasText: LITERAL }).first().waitFor();
    await expectNothingRan();
  });
});
