import { newPage, chooseMenuItem } from './support/browser';
import { browserSuite } from './support/suite';

/** Spirited Away: a French file (seed 'small'). */
const MOVIE_ID = 7;
const PHONE = { width: 390, height: 844 };

describe('the subtitle viewer in a browser (Bazarr 1.6.1)', () => {
  const suite = browserSuite({ bazarrVersion: '1.6.1' });

  it("opens a movie subtitle's cues on a phone, searches them, and fits the screen", async () => {
    const { page, errors } = await newPage(suite.browser, PHONE);
    await page.goto(`${suite.server.url}movies/${MOVIE_ID}`);
    const french = page
      .getByRole('table', { name: 'Subtitles' })
      .getByRole('row')
      .filter({ has: page.getByRole('img', { name: 'French subtitle' }) });
    await french.getByRole('button', { name: 'Subtitle Actions' }).click();
    // The viewer is a chunk of its own, downloaded when first opened.
    const chunk = page.waitForResponse((response) => /\/assets\/.+\.js$/.test(response.url()));
    await chooseMenuItem(page, 'View');
    await chunk;

    const dialog = page.getByRole('dialog', { name: 'Subtitle Contents' });
    const rows = dialog.getByRole('table', { name: 'Cues' }).getByRole('row');
    // The file's name and its number of cues, once they are in.
    await dialog.getByText(/\.fr\.srt · [\d,]+ cues$/).waitFor();

    await dialog.getByRole('textbox', { name: 'Search cues' }).fill('OU ETAIS-TU');
    await dialog.getByRole('cell', { name: 'Où étais-tu hier soir ?' }).first().waitFor();
    const texts = await rows.locator('td:nth-child(2)').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('Où étais-tu hier soir ?');

    // Nothing wider than the phone: no sideways scrolling of the page or the dialog.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
