import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

describe('season counts and subtitle sources, in a browser', () => {
  const suite = browserSuite({}, { resetAfterEach: true });

  const historyReads = (path: string) =>
    suite.server.control.requests.filter(
      (request) => request.method === 'GET' && request.path === path,
    );

  /** An episode of Breaking Bad (series 1 of the demo) by season and number. */
  function episodeOf(season: number, number: number) {
    const { state } = suite.server.backend;
    const episode = (state.episodesBySeries.get(1) ?? [])
      .flatMap((id) => state.episodes.get(id) ?? [])
      .find((candidate) => candidate.season === season && candidate.episode === number);
    if (!episode) throw new Error(`No episode ${season}x${number}`);
    return episode;
  }

  it('counts a season live and tells where a downloaded subtitle came from', async () => {
    const { page, errors } = await newPage(suite.browser);
    const episode = episodeOf(2, 10);
    await page.goto(`${suite.server.url}series/1`);
    const season2 = page.getByRole('button', { name: /^Season 2\b/ });
    await season2.getByText('10/22 subtitles').waitFor();
    await page
      .getByRole('button', { name: /^Season 1\b/ })
      .getByText('16/30 subtitles')
      .waitFor();

    // Search the missing English subtitle of 2x10 from its chip: the count follows the realtime events.
    const row = page
      .getByRole('table', { name: 'Season 2', exact: true })
      .getByRole('row')
      .filter({ hasText: episode.title });
    await row.getByRole('button', { name: 'en English subtitle, missing', exact: true }).click();
    // The pointer leaves the table before the menu closes, and Search is chosen at the keyboard: a click would
    // leave the pointer where the item was, on a chip of the next row once the menu is gone, and resting there
    // opens that chip's hint, which reads that episode's history.
    const search = page.getByRole('menuitem', { name: 'Search' });
    await search.waitFor();
    await page.mouse.move(0, 0);
    // The menu takes keys once it has opened (a busy machine draws the opening slowly).
    await page.getByRole('menu').and(page.locator(':focus')).waitFor();
    await page.keyboard.press('ArrowDown');
    await search.and(page.locator('[data-highlighted]')).waitFor();
    await page.keyboard.press('Enter');
    await search.waitFor({ state: 'hidden' });
    await season2.getByText('11/22 subtitles').waitFor();
    expect(historyReads('/api/episodes/history')).toHaveLength(0);

    // Hovering the new file tells where it came from, from one read of the episode's history.
    const download = suite.server.backend.state.history.at(-1);
    if (!download?.provider) throw new Error('The search recorded no download');
    const chip = row.getByRole('button', { name: 'en English subtitle', exact: true });
    await chip.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText(`Downloaded · ${download.provider} · ${download.score}`).waitFor();
    // The French file has no history in the demo: unknown.
    await row.getByRole('button', { name: 'fr French subtitle', exact: true }).hover();
    await tooltip.getByText('Unknown: no history for this subtitle').waitFor();

    // Its menu shows the details above the actions, from the same cached history.
    await chip.click();
    const source = page.getByRole('menu').getByRole('group', { name: 'Source' });
    await source.getByText('Downloaded').waitFor();
    await source.getByText(download.provider, { exact: true }).waitFor();
    expect(historyReads('/api/episodes/history').map((request) => request.query)).toEqual([
      { episodeid: [String(episode.id)] },
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the source of a movie subtitle in a popover', async () => {
    const { page, errors } = await newPage(suite.browser);
    // Parasite (movie 8): its English file gets an upload in the history.
    const movie = suite.server.backend.state.movies.get(8);
    const english = movie?.subtitles.find((subtitle) => subtitle.code2 === 'en' && subtitle.path);
    if (!english) throw new Error('Parasite has no English file');
    await page.goto(`${suite.server.url}movies/8`);
    await page.getByRole('table', { name: 'Subtitles', exact: true }).waitFor();
    // Uploaded from another browser: the page learns it when the user asks.
    const file = new File(['1\n00:00:01,000 --> 00:00:02,000\nHi\n'], 'Parasite.en.srt');
    const form = new FormData();
    form.set('radarrid', '8');
    form.set('language', 'en');
    form.set('hi', 'false');
    form.set('forced', 'false');
    form.set('file', file);
    const upload = await fetch(`${suite.server.url}api/movies/subtitles?radarrid=8`, {
      method: 'POST',
      headers: { 'X-API-KEY': suite.server.backend.apiKey() },
      body: form,
    });
    expect(upload.status).toBe(204);
    expect(historyReads('/api/movies/history')).toHaveLength(0);

    const button = page.getByRole('button', {
      name: 'Source of the English subtitle',
      exact: true,
    });
    await button.click();
    const popover = page.getByRole('dialog', { name: 'Source of the English subtitle' });
    await popover.getByText('Uploaded').waitFor();
    await popover.getByText('manual', { exact: true }).waitFor();
    // Read when asked (none before the click); the upload's realtime event may refresh the open popover once more.
    expect(historyReads('/api/movies/history').length).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
