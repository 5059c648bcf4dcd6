import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

/** A small but real SubRip file. */
const SRT = [
  '1',
  '00:00:01,000 --> 00:00:03,500',
  'Say my name.',
  '',
  '2',
  '00:00:04,000 --> 00:00:06,000',
  "You're goddamn right.",
  '',
].join('\n');

/** Drops a file on an element the way a browser does: dragenter, dragover, then drop with the file. */
async function dropFile(page: Page, selector: string, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], fileName, { type: 'application/x-subrip' }));
      return transfer;
    },
    [name, text] as const,
  );
  for (const type of ['dragenter', 'dragover', 'drop'])
    await page.dispatchEvent(selector, type, { dataTransfer });
}

describe('series and movie pages in a browser', () => {
  const suite = browserSuite({ baseUrl: '/bazarr' });

  /** Breaking Bad 2x10: English is missing (its profile is English + French). */
  function episodeWithoutEnglish() {
    const { state, derived } = suite.server.backend;
    const id = (state.episodesBySeries.get(1) ?? []).find((candidate) => {
      const episode = state.episodes.get(candidate);
      return (
        episode?.season === 2 &&
        derived.episode(candidate).some((language) => language.code2 === 'en')
      );
    });
    const episode = id === undefined ? undefined : state.episodes.get(id);
    if (!episode) throw new Error('No episode of season 2 misses English');
    return episode;
  }

  it('opens a season with the theme’s growing animation and removes its episodes once it has shrunk closed', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}series/1`);
    await page.getByRole('table', { name: 'Season 2' }).waitFor();
    const trigger = page.getByRole('button', { name: /^Season 1\b/ });
    await trigger.click();
    const region = page.getByRole('region', { name: /^Season 1\b/ });
    await region.getByRole('table', { name: 'Season 1' }).waitFor();
    // It grows to its measured height with the theme's animation.
    const opening = await region.evaluate((element) => ({
      state: element.getAttribute('data-state'),
      height: element.style.getPropertyValue('--height'),
      animation: getComputedStyle(element).animationName,
    }));
    expect(opening.state).toBe('open');
    expect(opening.height).toMatch(/^[1-9]\d*px$/);
    expect(opening.animation).toContain('expand-height');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');

    await trigger.click();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
    // The episodes leave once the closing animation has run.
    await region.waitFor({ state: 'detached' });
    expect(await page.getByRole('table', { name: 'Season 2' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('uploads a dropped .srt file to an episode: the chip turns present and the history shows it', async () => {
    const { page, errors } = await newPage(suite.browser);
    const episode = episodeWithoutEnglish();
    const code = `S${String(episode.season).padStart(2, '0')}E${String(episode.episode).padStart(2, '0')}`;
    const fileName = `Breaking.Bad.${code}.en.srt`;

    await page.goto(`${suite.server.url}series/1`);
    const row = page
      .getByRole('table', { name: 'Season 2' })
      .getByRole('row')
      .filter({ hasText: episode.title });
    await row.getByRole('button', { name: 'en English subtitle, missing', exact: true }).waitFor();

    // Drop the file anywhere on the page: the upload opens with the episode and language read from its name.
    await dropFile(page, 'main [data-state]', fileName, SRT);
    const dialog = page.getByRole('dialog', { name: 'Upload Subtitles' });
    const fileRow = dialog.getByRole('row').filter({ hasText: fileName });
    await fileRow.getByRole('img', { name: 'Ready' }).waitFor();
    // A searchable picker: its choice is the text field's value, the title inside Unicode isolates.
    const chosenEpisode = await fileRow.getByRole('combobox', { name: 'Episode' }).inputValue();
    expect(chosenEpisode.replace(/[\u2068\u2069]/g, '')).toContain(
      `(${episode.season}x${episode.episode}) ${episode.title}`,
    );
    expect(await fileRow.getByRole('combobox', { name: 'Language' }).textContent()).toContain(
      'English',
    );
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The task runs in the background; the episode refreshes without a reload.
    await row.getByRole('button', { name: 'en English subtitle', exact: true }).waitFor();
    expect(
      await row.getByRole('button', { name: 'en English subtitle, missing', exact: true }).count(),
    ).toBe(0);
    const stored = suite.server.backend.state.episodes.get(episode.id)?.subtitles ?? [];
    expect(
      stored.some((subtitle) => subtitle.code2 === 'en' && subtitle.path?.endsWith('.srt')),
    ).toBe(true);

    await row.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: /Episode History/ });
    await history.getByRole('img', { name: 'Upload', exact: true }).first().waitFor();

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('runs a manual search for a movie and downloads a result', async () => {
    const { page, errors } = await newPage(suite.browser);
    // Spirited Away: a French file, English missing.
    await page.goto(`${suite.server.url}movies/7`);
    const subtitles = page.getByRole('table', { name: 'Subtitles' });
    await subtitles.getByRole('img', { name: 'English subtitle, missing', exact: true }).waitFor();

    await page
      .getByRole('toolbar', { name: 'Movie actions' })
      .getByRole('button', { name: 'Manual' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Search Subtitles' });
    expect(await dialog.getByRole('table').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByRole('button', { name: 'Search Again' }).waitFor();
    const results = dialog.getByRole('table', { name: 'Search results' });
    const english = results
      .getByRole('row')
      .filter({ has: page.getByText('en', { exact: true }) })
      .first();
    await english.getByRole('button', { name: 'Download' }).click();
    await english.getByRole('button', { name: 'Download queued' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await subtitles.getByRole('img', { name: 'English subtitle', exact: true }).waitFor();
    expect(
      await subtitles.getByRole('img', { name: 'English subtitle, missing', exact: true }).count(),
    ).toBe(0);
    const manual = suite.server.backend.state.history.filter(
      (entry) => entry.kind === 'movie' && entry.itemId === 7 && entry.action === 2,
    );
    expect(manual).toHaveLength(1);

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
