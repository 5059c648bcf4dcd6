import type { Page } from 'playwright-core';
import { buildZip } from '../support/buildZip';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

const SRT = '1\n00:00:01,000 --> 00:00:03,500\nSay my name.\n';
const PHONE = { width: 390, height: 844 };

/** Breaking Bad's season 2 as a pack: two named files, an absolute number, a file no episode matches. */
const PACK = buildZip([
  { path: 'Breaking.Bad.S02/', method: 'stored' },
  { path: 'Breaking.Bad.S02/Breaking.Bad.S02E04.en.srt', content: SRT },
  { path: 'Breaking.Bad.S02/Breaking.Bad.2x05.fr.srt', content: SRT },
  { path: 'Breaking.Bad.S02/Breaking Bad - 013.en.srt', content: SRT },
  { path: 'Breaking.Bad.S02/readme.txt', content: 'Synced by hand.' },
  { path: '__MACOSX/Breaking.Bad.S02/._Breaking.Bad.S02E04.en.srt', content: 'x' },
]);

/** Drops files on the page as a browser does: a drag that enters, moves over and lets go with them. */
async function dropOnPage(page: Page, name: string, bytes: Uint8Array) {
  const transfer = await page.evaluateHandle(
    ({ name: fileName, data }) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(
        new File([new Uint8Array(data)], fileName, { type: 'application/zip' }),
      );
      return dataTransfer;
    },
    { name, data: [...bytes] },
  );
  const target = page.getByRole('table', { name: 'Season 2' });
  for (const type of ['dragenter', 'dragover', 'drop'])
    await target.dispatchEvent(type, { dataTransfer: transfer });
}

describe('a season pack on a phone', () => {
  const suite = browserSuite({}, { resetAfterEach: true });

  it('is dropped on a series, reviewed, uploaded, and its subtitles show on the episodes', async () => {
    const { page, errors } = await newPage(suite.browser, PHONE);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${suite.server.url}series/1`);
    await page.getByRole('table', { name: 'Season 2' }).waitFor();
    // The zip reader's files, as the build lists its named chunks in the page (chunk files go by number).
    const zipFiles = await page.evaluate(() => {
      const listing = JSON.parse(document.getElementById('route-chunks')?.textContent ?? '{}') as {
        groups?: Record<string, string[]>;
      };
      return listing.groups?.zipReader ?? [];
    });
    expect(zipFiles.length).toBeGreaterThan(0);
    const zipCode = requested.filter((path) => zipFiles.some((file) => path.endsWith(file)));
    // The zip reader is not loaded until a zip comes.
    expect(zipCode).toEqual([]);
    await dropOnPage(page, 'Breaking.Bad.S02.zip', PACK);

    const dialog = page.getByRole('dialog', { name: 'Upload Subtitles' });
    const cards = dialog.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
    const card = (name: string) => cards.filter({ hasText: name });
    await card('Breaking.Bad.S02E04.en.srt').waitFor();
    expect(await cards.count()).toBe(4);
    expect(requested.filter((path) => zipFiles.some((file) => path.endsWith(file)))).toHaveLength(
      zipFiles.length,
    );
    expect(
      await card('Breaking.Bad.S02E04.en.srt')
        .getByRole('combobox', { name: 'Episode' })
        .inputValue(),
    ).toMatch(/^\(2x4\) /);
    expect(
      await card('Breaking.Bad.2x05.fr.srt')
        .getByRole('combobox', { name: 'Language' })
        .textContent(),
    ).toContain('French');
    // The demo's season 1 has 15 episodes: the 13th is 1x13.
    expect(
      await card('Breaking Bad - 013.en.srt')
        .getByRole('combobox', { name: 'Episode' })
        .inputValue(),
    ).toMatch(/^\(1x13\) /);
    await card('readme.txt')
      .getByText('No episode matched: choose one to upload this file')
      .waitFor();

    // Nothing is wider than the phone.
    const wide = await dialog.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
    expect(wide).toBe(false);

    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText('3 of 3 uploaded').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    const { state } = suite.server.backend;
    const episode = (season: number, number: number) =>
      [...state.episodes.values()].find(
        (record) => record.seriesId === 1 && record.season === season && record.episode === number,
      );
    // None of these episodes had a subtitle file before.
    expect(episode(1, 13)?.subtitles.map((subtitle) => subtitle.path)).toEqual([
      expect.stringMatching(/\.en\.srt$/),
    ]);
    for (const [number, language] of [
      [4, 'en'],
      [5, 'fr'],
    ] as const) {
      const record = episode(2, number);
      expect(record?.subtitles.map((subtitle) => subtitle.path)).toEqual([
        expect.stringMatching(new RegExp(`\\.${language}\\.srt$`)),
      ]);
      await page
        .getByRole('table', { name: 'Season 2' })
        .getByRole('row')
        .filter({ hasText: record?.title ?? 'no such episode' })
        .getByRole('button', {
          name: `${language} ${language === 'en' ? 'English' : 'French'} subtitle`,
          exact: true,
        })
        .waitFor();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
