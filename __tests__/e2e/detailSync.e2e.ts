import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

describe('Sync on the detail pages, in a browser', () => {
  const suite = browserSuite({}, { resetAfterEach: true });

  const patches = (path: string) =>
    suite.server.control.requests
      .filter((request) => request.method === 'PATCH' && request.path === path)
      .map((request) => request.form);

  async function sync(page: Page, toolbar: string) {
    await page
      .getByRole('toolbar', { name: toolbar })
      .getByRole('button', { name: 'Sync' })
      .click();
    await page.getByText('Syncing...').first().waitFor();
    await page.getByText('All Tasks Completed').waitFor();
  }

  it('syncs a series: what Sonarr changed shows once the realtime events arrive', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}series/1`);
    const { state } = suite.server.backend;
    // The latest episode: its season is the one open.
    const [episode] = (state.episodesBySeries.get(1) ?? [])
      .flatMap((id) => state.episodes.get(id) ?? [])
      .sort((a, b) => b.season - a.season || b.episode - a.episode);
    if (!episode) throw new Error('the demo series 1 has no episodes');
    await page.getByText(episode.title, { exact: true }).waitFor();
    // Sonarr renamed the series and an episode; Bazarr knows only after a sync.
    suite.server.control.mutate((state) => {
      const series = state.series.get(1);
      if (series) series.title = 'Renamed In Sonarr';
      episode.title = 'Episode Renamed In Sonarr';
    });
    suite.server.control.clearRequests();

    await sync(page, 'Series actions');
    expect(patches('/api/series')).toEqual([{ action: ['sync'], seriesid: ['1'] }]);
    await page.getByRole('heading', { name: /Renamed In Sonarr/, level: 1 }).waitFor();
    await page.getByText('Episode Renamed In Sonarr', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('syncs a movie with Radarr', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}movies/7`);
    await page.getByRole('toolbar', { name: 'Movie actions' }).waitFor();
    suite.server.control.mutate((state) => {
      const movie = state.movies.get(7);
      if (movie) movie.title = 'Movie Renamed In Radarr';
    });
    suite.server.control.clearRequests();

    await sync(page, 'Movie actions');
    expect(patches('/api/movies')).toEqual([{ action: ['sync'], radarrid: ['7'] }]);
    await page.getByRole('heading', { name: /Movie Renamed In Radarr/, level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
