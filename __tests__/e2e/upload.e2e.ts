import type { Locator, Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

const SRT = '1\n00:00:01,000 --> 00:00:03,500\nSay my name.\n';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const ITEMS = [
  // Breaking Bad: the file name tells French; the episode is left to choose.
  { kind: 'series', path: 'series/1', toolbar: 'Series actions', file: 'Breaking.Bad.fr.srt' },
  // Spirited Away: the profile's first language, English, is chosen at first.
  { kind: 'movie', path: 'movies/7', toolbar: 'Movie actions', file: 'Spirited.Away.2001.srt' },
] as const;

/**
 * Where a real mouse would land on the element: its centre, if the element is what is drawn there (not clipped
 * by a scrolling box, not hidden under something) and inside the viewport. Fails with what is there instead.
 */
async function pointOf(element: Locator): Promise<{ x: number; y: number }> {
  const hit = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const top = document.elementFromPoint(x, y);
    const inView = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
    return {
      x,
      y,
      reachable: inView && top !== null && node.contains(top),
      there: top ? `${top.tagName.toLowerCase()} "${(top.textContent ?? '').slice(0, 40)}"` : '',
    };
  });
  expect(hit.reachable ? 'reachable' : `covered by ${hit.there} at ${hit.x},${hit.y}`).toBe(
    'reachable',
  );
  return hit;
}

/** Opens a select with the mouse and clicks an option where it is drawn, as a user would (no scripted scroll). */
async function chooseWithMouse(page: Page, field: Locator, option: Locator) {
  const trigger = await pointOf(field);
  await page.mouse.click(trigger.x, trigger.y);
  await option.waitFor();
  const target = await pointOf(option);
  await page.mouse.click(target.x, target.y);
  await option.waitFor({ state: 'detached' });
}

/**
 * Opens a select from the keyboard, moves to an option by typing its start, checks it is shown, takes it.
 * Typeahead forgets what was typed after 350 ms without a key; on a loaded machine a keystroke can arrive later
 * than that, so the typing is tried again (the wait in between outlasts the typeahead's memory).
 */
async function chooseWithKeyboard(page: Page, field: Locator, typed: string) {
  await field.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  const highlighted = page.getByRole('option').filter({ hasText: typed });
  const shown = highlighted.and(page.locator('[data-highlighted]'));
  for (let attempt = 1; ; attempt += 1) {
    await page.keyboard.type(typed);
    const found = await shown.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (found || attempt === 3) break;
  }
  await shown.waitFor();
  await pointOf(highlighted);
  await page.keyboard.press('Enter');
  await highlighted.waitFor({ state: 'detached' });
}

/** Nothing in the dialog scrolls sideways, and the element is wholly on screen. */
async function expectOnScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect({
    left: box.x >= 0,
    right: box.x + box.width <= viewport.width,
    top: box.y >= 0,
    bottom: box.y + box.height <= viewport.height,
  }).toEqual({ left: true, right: true, top: true, bottom: true });
}

async function sidewaysOverflow(dialog: Locator) {
  return dialog.evaluate((node) => {
    const wide = [...node.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0,
    );
    const scrolling = wide.filter((element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
    );
    return scrolling.map((element) => element.className.toString().slice(0, 60));
  });
}

describe('upload modal in a browser', () => {
  const suite = browserSuite({}, { resetAfterEach: true });

  async function openUpload(page: Page, item: (typeof ITEMS)[number]) {
    await page.goto(`${suite.server.url}${item.path}`);
    await page
      .getByRole('toolbar', { name: item.toolbar })
      .getByRole('button', { name: 'Upload', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Upload Subtitles' });
    await dialog.getByLabel('Subtitle files').setInputFiles({
      name: item.file,
      mimeType: 'application/x-subrip',
      buffer: Buffer.from(SRT),
    });
    await dialog.getByText(item.file, { exact: true }).waitFor();
    return dialog;
  }

  describe.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])('at %s px', (_width, viewport) => {
    it.each(ITEMS)(
      '$kind: every option of its selects can be picked by mouse and keyboard, nothing scrolls sideways',
      async (item) => {
        const { page, errors } = await newPage(suite.browser, viewport);
        const dialog = await openUpload(page, item);
        const language = dialog.getByRole('combobox', { name: 'Language' });
        await expectOnScreen(page, language);

        await chooseWithKeyboard(page, language, 'German');
        expect(await language.textContent()).toContain('German');
        // The first options are the ones a clipped list hid.
        await chooseWithMouse(page, language, page.getByRole('option', { name: 'English' }));
        expect(await language.textContent()).toContain('English');

        if (item.kind === 'series') {
          const episode = dialog.getByRole('combobox', { name: 'Episode' });
          await expectOnScreen(page, episode);
          // Latest first: the top of the list.
          await chooseWithMouse(page, episode, page.getByRole('option').first());
          // A searchable picker: the choice is the text field's value.
          expect(await episode.inputValue()).toMatch(/^\(2x11\) /);
          await chooseWithKeyboard(page, episode, '(2x10)');
          expect(await episode.inputValue()).toMatch(/^\(2x10\) /);
        }

        const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
        await expectOnScreen(page, upload);
        expect(await sidewaysOverflow(dialog)).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      },
    );

    it.each(ITEMS)('$kind: Forced, ticked with the mouse, is kept by the upload', async (item) => {
      const { page, errors } = await newPage(suite.browser, viewport);
      const dialog = await openUpload(page, item);
      // English, and for the series the episode 2x10 (a movie starts with English chosen).
      if (item.kind === 'series') {
        const language = dialog.getByRole('combobox', { name: 'Language' });
        await chooseWithMouse(page, language, page.getByRole('option', { name: 'English' }));
        const episode = dialog.getByRole('combobox', { name: 'Episode' });
        await chooseWithKeyboard(page, episode, '(2x10)');
        expect(await episode.inputValue()).toMatch(/^\(2x10\) /);
      }
      const upload = dialog.getByRole('button', { name: 'Upload', exact: true });

      // Ticked with the mouse on the box drawn for it (the input itself is visually hidden).
      const forced = dialog.getByRole('checkbox', { name: 'Forced' });
      const box = await pointOf(forced.locator('xpath=..').locator('[data-part="control"]'));
      await page.mouse.click(box.x, box.y);
      expect(await forced.isChecked()).toBe(true);
      const sent = await pointOf(upload);
      await page.mouse.click(sent.x, sent.y);
      await dialog.waitFor({ state: 'detached' });
      // Uploaded as Forced: Bazarr names the file .en.forced.srt only when it reads forced as true.
      const { state } = suite.server.backend;
      if (item.kind === 'series') {
        const chosen = [...state.episodes.values()].find(
          (record) => record.seriesId === 1 && record.season === 2 && record.episode === 10,
        );
        await page
          .getByRole('table', { name: 'Season 2' })
          .getByRole('row')
          .filter({ hasText: chosen?.title ?? 'no such episode' })
          .getByRole('button', { name: 'en:Forced English Forced subtitle', exact: true })
          .waitFor();
        expect(chosen?.subtitles.map((subtitle) => subtitle.path)).toContainEqual(
          expect.stringMatching(/\.en\.forced\.srt$/),
        );
      } else {
        await page
          .getByRole('table', { name: 'Subtitles' })
          .getByRole('img', { name: 'English Forced subtitle', exact: true })
          .waitFor();
        expect(state.movies.get(7)?.subtitles.map((subtitle) => subtitle.path)).toContainEqual(
          expect.stringMatching(/\.en\.forced\.srt$/),
        );
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
