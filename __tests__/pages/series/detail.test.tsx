import { screen, waitFor, within } from '@testing-library/react';
import {
  chooseMenuItem,
  demoEpisode,
  heldRequests,
  requestsTo,
} from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import {
  BREAKING_BAD,
  findEpisodeRow,
  findToolbar,
  NO_PROFILE_SERIES,
  renderSeriesPage,
} from './detailSupport';

const { server, backend } = setupDemoServer();

describe('series detail page', () => {
  it('shows the overview: title, path, profile, tags, file count and poster as the API gives it', async () => {
    renderSeriesPage(BREAKING_BAD.id, { environment: { baseUrl: 'http://localhost/bazarr' } });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(within(overview).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Breaking Bad(2008)',
    );
    expect(within(overview).getByText('/media/tv/Breaking Bad (2008)')).toBeInTheDocument();
    expect(within(overview).getByText('English + French')).toBeInTheDocument();
    expect(within(overview).getByText('26 files')).toBeInTheDocument();
    expect(within(overview).getByRole('img', { name: 'Breaking Bad poster' })).toHaveAttribute(
      'src',
      // The API's path, used as it is: Bazarr already puts its base URL in front (here none).
      '/images/series/MediaCover/1/poster-250.jpg',
    );
  });

  it('groups episodes by season, latest season open, latest episode first', async () => {
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const latest = await screen.findByRole('table', { name: 'Season 2' });
    const numbers = within(latest)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(numbers).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect(within(latest).getByText(demoEpisode(backend, 1, 2, 11).title)).toBeInTheDocument();

    // The older season is closed until opened.
    expect(screen.queryByRole('table', { name: 'Season 1' })).not.toBeInTheDocument();
    const seasonOne = screen.getByRole('button', { name: /Season 1/ });
    expect(seasonOne).toHaveAttribute('aria-expanded', 'false');
    await user.click(seasonOne);
    const older = await screen.findByRole('table', { name: 'Season 1' });
    expect(within(older).getAllByRole('row')[1]).toHaveTextContent('15');
  });

  it('shows present and missing subtitle chips of an episode', async () => {
    renderSeriesPage(BREAKING_BAD.id);
    // 2x10: French file, English missing; 2x11: English embedded, French missing.
    const tenth = await findEpisodeRow(2, demoEpisode(backend, 1, 2, 10).title);
    expect(
      within(tenth).getByRole('button', { name: 'en English subtitle, missing' }),
    ).toHaveAttribute('data-palette', 'yellow');
    expect(within(tenth).getByRole('button', { name: 'fr French subtitle' })).toBeInTheDocument();
    const eleventh = await findEpisodeRow(2, demoEpisode(backend, 1, 2, 11).title);
    expect(
      within(eleventh).getByRole('img', { name: 'English subtitle, embedded' }),
    ).toHaveAttribute('data-palette', 'gray');
  });

  it.each(['abc', '12abc', '-1'])('leads to /not-found for the id %s', async (id) => {
    renderSeriesPage(id);
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('leads to /not-found for a series the server does not know', async () => {
    renderSeriesPage(999);
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('shows a server error with Retry instead of the page', async () => {
    backend.control.setFaults({ failStatus: 500, failPaths: ['/api/series'] });
    renderSeriesPage(BREAKING_BAD.id);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});

describe('series toolbar', () => {
  it('scans the disk and searches missing subtitles as background tasks', async () => {
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const toolbar = await findToolbar();
    await user.click(toolbar.getByRole('button', { name: 'Scan Disk' }));
    expect(await screen.findByText('Scanning disk...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/series')[0]?.form).toEqual({
        action: ['scan-disk'],
        seriesid: ['1'],
      }),
    );
    await waitFor(() => expect(toolbar.getByRole('button', { name: 'Search' })).toBeEnabled());
    await user.click(toolbar.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/series')[1]?.form).toEqual({
        action: ['search-missing'],
        seriesid: ['1'],
      }),
    );
  });

  it('syncs the series with Sonarr as a background task of its own group', async () => {
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const toolbar = await findToolbar();
    await user.click(toolbar.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('Syncing...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/series')).toEqual([
        expect.objectContaining({ form: { action: ['sync'], seriesid: ['1'] } }),
      ]),
    );
    expect(await screen.findByText('All Tasks Completed')).toBeInTheDocument();
    expect(toolbar.getByRole('button', { name: 'Sync' })).toBeEnabled();
  });

  it('disables the actions while a task of the series runs', async () => {
    const held = heldRequests('patch', '*/api/series');
    server.use(held.handler);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const toolbar = await findToolbar();
    await user.click(toolbar.getByRole('button', { name: 'Scan Disk' }));
    for (const name of ['Sync', 'Scan Disk', 'Search', 'Mass Edit', 'Upload', 'Edit Series'])
      expect(toolbar.getByRole('button', { name })).toBeDisabled();
    expect(toolbar.getByRole('button', { name: 'More Actions' })).toBeEnabled();
    const row = await findEpisodeRow(2, demoEpisode(backend, 1, 2, 10).title);
    expect(within(row).getByRole('button', { name: 'Manual Search' })).toBeDisabled();

    held.release();
    await waitFor(() => expect(toolbar.getByRole('button', { name: 'Scan Disk' })).toBeEnabled());
    expect(within(row).getByRole('button', { name: 'Manual Search' })).toBeEnabled();
  });

  it('disables searching and uploading without a language profile', async () => {
    renderSeriesPage(NO_PROFILE_SERIES.id);
    const toolbar = await findToolbar();
    expect(toolbar.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(toolbar.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(toolbar.getByRole('button', { name: 'Scan Disk' })).toBeEnabled();
    expect(toolbar.getByRole('button', { name: 'Edit Series' })).toBeEnabled();
    expect(await screen.findByText('No profile')).toBeInTheDocument();
    const [firstRow] = within(await screen.findByRole('table', { name: /Season/ }))
      .getAllByRole('row')
      .slice(1);
    expect(
      firstRow && within(firstRow).getByRole('button', { name: 'Manual Search' }),
    ).toBeDisabled();
  });

  it('disables scanning, searching and uploading for a series without episode files', async () => {
    backend.state.episodesBySeries.set(BREAKING_BAD.id, []);
    renderSeriesPage(BREAKING_BAD.id);
    expect(await screen.findByText('0 files')).toBeInTheDocument();
    const toolbar = await findToolbar();
    expect(await screen.findByText('No episodes found for this series')).toBeInTheDocument();
    for (const name of ['Scan Disk', 'Search', 'Upload'])
      expect(toolbar.getByRole('button', { name })).toBeDisabled();
  });

  it('opens the profile mass editor from More Actions', async () => {
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const toolbar = await findToolbar();
    await user.click(toolbar.getByRole('button', { name: 'More Actions' }));
    await chooseMenuItem(user, 'Mass Edit Profiles');
    expect(await screen.findByText('Series mass editor')).toBeInTheDocument();
  });

  it('edits the language profile of the series', async () => {
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const toolbar = await findToolbar();
    await user.click(toolbar.getByRole('button', { name: 'Edit Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Series' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Languages Profile' }));
    await user.click(await within(dialog).findByRole('option', { name: 'French only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(backend, 'POST', '/api/series')[0]?.form).toEqual({
      seriesid: ['1'],
      profileid: ['4'],
    });
    expect(await screen.findByText('French only')).toBeInTheDocument();
  });
});
