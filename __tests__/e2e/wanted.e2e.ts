import type { Page } from 'playwright-core';
import { languageInfo } from '../../src/demo/core/state/languages';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rowOf = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text });

describe('wanted, history and blacklist in a browser', () => {
  const suite = browserSuite({ baseUrl: '/bazarr' });

  /** A wanted episode of the first page that misses exactly one language. */
  function wantedEpisode() {
    const { derived, state } = suite.server.backend;
    const id = derived
      .wantedEpisodeIds()
      .slice(0, 25)
      .find((candidate) => derived.episode(candidate).length === 1);
    const episode = id === undefined ? undefined : state.episodes.get(id);
    const [language] = episode ? derived.episode(episode.id) : [];
    if (!episode || !language) throw new Error('No wanted episode misses one language');
    return { episode, language: languageInfo(language.code2).name };
  }

  // One episode's way, a page each: its subtitle searched from wanted, then blacklisted from the history, then
  // removed from the blacklist. Each test starts where the one before left the demo.
  let picked: ReturnType<typeof wantedEpisode> | undefined;
  const episodeOfTheWay = () => {
    if (!picked) throw new Error('The wanted search did not run');
    return picked.episode;
  };

  it('searches a wanted chip: the found episode leaves the list', async () => {
    const { page, errors } = await newPage(suite.browser);
    picked = wantedEpisode();
    const { episode, language } = picked;
    const wantedBefore = suite.server.backend.derived.wantedEpisodeIds().length;

    // Wanted: the chip starts a background search; the found episode leaves the list.
    await page.goto(`${suite.server.url}wanted/series`);
    const wantedRow = rowOf(page, 'Wanted Episodes', episode.title);
    await wantedRow.getByRole('button', { name: `${language} subtitles` }).click();
    await page.getByText('Searching subtitles...').first().waitFor();
    await wantedRow.waitFor({ state: 'detached' });
    await page.getByText(`of ${wantedBefore - 1} entries`).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('blacklists the downloaded subtitle from the history, which disables its action', async () => {
    const { page, errors } = await newPage(suite.browser);
    const episode = episodeOfTheWay();
    // History: the download is the newest row; blacklisting it disables its action.
    await page.goto(`${suite.server.url}history/series`);
    const historyRow = rowOf(page, 'Episodes History', episode.title).first();
    await historyRow.getByRole('img', { name: 'Download', exact: true }).waitFor();
    await historyRow.getByRole('button', { name: 'Add to Blacklist' }).click();
    await rowOf(page, 'Episodes History', episode.title)
      .getByRole('button', { name: 'Blacklisted' })
      .waitFor();
    expect(
      await rowOf(page, 'Episodes History', episode.title)
        .getByRole('button', { name: 'Blacklisted' })
        .isDisabled(),
    ).toBe(true);
    const blacklisted = suite.server.backend.state.blacklist.filter(
      (entry) => entry.kind === 'episode' && entry.itemId === episode.id,
    );
    expect(blacklisted).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('removes the entry from the blacklist again', async () => {
    const { page, errors } = await newPage(suite.browser);
    const episode = episodeOfTheWay();
    // Blacklist: the entry is listed and can be removed again.
    await page.goto(`${suite.server.url}blacklist/series`);
    const blacklistRow = rowOf(page, 'Blacklisted Episodes', episode.title);
    await blacklistRow.getByRole('button', { name: 'Remove from Blacklist' }).click();
    await blacklistRow.waitFor({ state: 'detached' });
    expect(
      suite.server.backend.state.blacklist.some(
        (entry) => entry.kind === 'episode' && entry.itemId === episode.id,
      ),
    ).toBe(false);

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('tells what happened and what can be upgraded in the movie history, from the page the address names', async () => {
    const { page, errors } = await newPage(suite.browser);
    const { state } = suite.server.backend;
    const movieHistory = [...state.history]
      .filter((record) => record.kind === 'movie')
      .sort((a, b) => b.time - a.time || b.id - a.id);
    const pageSize = 25;
    const secondPage = movieHistory.slice(pageSize, pageSize * 2);
    const [record] = secondPage;
    if (!record) throw new Error('The demo has no second page of movie history');

    await page.goto(`${suite.server.url}history/movies?page=2`);
    await page.getByText(`Show ${pageSize + 1} to`).waitFor();
    const history = table(page, 'Movies History');
    const info = history.getByRole('img', { name: record.description }).first();
    await info.hover();
    await page.getByRole('tooltip').filter({ hasText: record.description }).waitFor();
    expect(
      await history
        .getByRole('img', { name: 'This Subtitle File Is Eligible For An Upgrade.' })
        .count(),
    ).toBe(secondPage.filter((entry) => entry.upgradable).length);
    expect(await page.title()).toBe('Movies History - Bazarr');

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the statistics chart from its own chunk', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}history/stats`);
    await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
