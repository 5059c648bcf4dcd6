import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

describe('wanted filters in a browser', () => {
  const suite = browserSuite({ baseUrl: '/bazarr' });

  /** The wanted episodes of a series, as the demo backend has them. */
  function wantedOf(title: string) {
    const { derived, state } = suite.server.backend;
    return derived.wantedEpisodeIds().flatMap((id) => {
      const episode = state.episodes.get(id);
      const series = episode && state.series.get(episode.seriesId);
      return episode && series?.title === title
        ? [{ id, season: episode.season, missing: derived.episode(id) }]
        : [];
    });
  }

  it('narrows the wanted series list and keeps the filters in the address', async () => {
    const { page, errors } = await newPage(suite.browser);
    const total = suite.server.backend.derived.wantedEpisodeIds().length;
    const office = wantedOf('The Office');
    const regular = office.filter((episode) => episode.season !== 0);
    expect(regular.length).toBeLessThan(office.length);

    await page.goto(`${suite.server.url}wanted/series`);
    await page.getByText('Show 1 to 25 of').waitFor();
    await page.getByRole('textbox', { name: 'Filter', exact: true }).fill('the OFFICE');
    await page.getByText(`${office.length} of ${total} episodes match`).waitFor();
    await page.waitForURL(/\/wanted\/series\?q=the\+OFFICE$/);

    await page.getByText('Hide specials (season 0)').click();
    await page.getByText(`${regular.length} of ${total} episodes match`).waitFor();
    await page.waitForURL(/specials=hide/);
    const table = page.getByRole('table', { name: 'Wanted Episodes', exact: true });
    expect(await table.getByText(/^0x\d+$/).count()).toBe(0);

    // Back shows the specials again, Forward hides them: the address holds the filters.
    await page.goBack();
    await page.getByText(`${office.length} of ${total} episodes match`).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Hide specials (season 0)' }).isChecked()).toBe(
      false,
    );
    await page.goForward();
    await page.getByText(`${regular.length} of ${total} episodes match`).waitFor();

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches only what the filters of the address keep', async () => {
    const { page, errors } = await newPage(suite.browser);
    const total = suite.server.backend.derived.wantedEpisodeIds().length;
    const office = wantedOf('The Office');
    const regular = office.filter((episode) => episode.season !== 0);
    await page.goto(`${suite.server.url}wanted/series?q=the+OFFICE&specials=hide`);
    await page.getByText(`${regular.length} of ${total} episodes match`).waitFor();

    // Search these: one search per missing language of the episodes shown, with the queue's progress.
    const searches = regular.reduce((count, episode) => count + episode.missing.length, 0);
    await page.getByRole('button', { name: 'Search these' }).click();
    await page
      .getByText(new RegExp(`^\\[\\d+/${searches}\\] The Office`))
      .first()
      .waitFor();
    await page.getByText('All Tasks Completed').waitFor();
    const searched = suite.server.backend.control.requests
      .filter((request) => request.method === 'PATCH' && request.path === '/api/episodes/subtitles')
      .map((request) => Number(request.query.episodeid?.[0]));
    expect(new Set(searched)).toEqual(new Set(regular.map((episode) => episode.id)));
    expect(searched).toHaveLength(searches);

    // The episodes whose subtitles were found leave the list; the specials were not searched.
    const left = wantedOf('The Office').filter((episode) => episode.season !== 0).length;
    expect(left).toBeLessThan(regular.length);
    await page.waitForFunction((most) => {
      const status = [...document.querySelectorAll('[aria-live="polite"]')]
        .map((element) => /^(\d+) of \d+ episodes match$/.exec(element.textContent ?? ''))
        .find(Boolean);
      return status ? Number(status[1]) <= most : false;
    }, regular.length - 1);
    expect(wantedOf('The Office').filter((episode) => episode.season === 0)).toHaveLength(
      office.length - regular.length,
    );

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
