import { screen, waitFor, within } from '@testing-library/react';
import { chooseMenuItem, heldRequests, requestsTo } from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import {
  AMELIE,
  findMovieToolbar,
  findSubtitleRow,
  NO_PROFILE_MOVIE,
  PARASITE,
  renderMoviePage,
  SPIRITED_AWAY,
} from './detailSupport';

const { server, backend } = setupDemoServer();

describe('movie detail page', () => {
  it('shows the overview and a table of the subtitles', async () => {
    renderMoviePage(PARASITE.id);
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(within(overview).getByRole('heading', { level: 1 })).toHaveTextContent('Parasite(2019)');
    expect(within(overview).getByText('English + French')).toBeInTheDocument();
    expect(within(overview).getByText('4k')).toBeInTheDocument();
    expect(within(overview).getByRole('list', { name: 'Audio languages' })).toHaveTextContent(
      'English',
    );

    const embedded = await findSubtitleRow('English subtitle, embedded');
    expect(within(embedded).getByText('embedded')).toBeInTheDocument();
    expect(
      within(embedded).queryByRole('button', { name: 'Subtitle Actions' }),
    ).not.toBeInTheDocument();
    const french = await findSubtitleRow('French subtitle');
    expect(
      within(french).getByText(/Parasite \(2019\) \[WEBRip-1080p\]\.fr\.srt$/),
    ).toBeInTheDocument();
  });

  it.each(['abc', '7x'])('leads to /not-found for the id %s', async (id) => {
    renderMoviePage(id);
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('leads to /not-found for a movie the server does not know', async () => {
    renderMoviePage(4040);
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});

describe('movie subtitle actions', () => {
  it('searches a missing language and shows the file found', async () => {
    const { user } = renderMoviePage(SPIRITED_AWAY.id);
    const missing = await findSubtitleRow('English subtitle, missing');
    expect(within(missing).getByText('Missing Subtitles')).toBeInTheDocument();
    await user.click(within(missing).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Searching subtitles...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/movies/subtitles')[0]).toMatchObject({
        query: { radarrid: ['7'] },
        form: { language: ['en'], hi: ['False'], forced: ['False'] },
      }),
    );
    expect(await findSubtitleRow('English subtitle')).toBeInTheDocument();
  });

  it('deletes a subtitle file through the task queue, once confirmed', async () => {
    const path = backend.state.movies.get(SPIRITED_AWAY.id)?.subtitles[0]?.path;
    const { user } = renderMoviePage(SPIRITED_AWAY.id);
    const french = await findSubtitleRow('French subtitle');
    await user.click(within(french).getByRole('button', { name: 'Subtitle Actions' }));
    await chooseMenuItem(user, 'Delete...');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete subtitles?' });
    expect(within(dialog).getByText('The following subtitles will be deleted')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Spirited Away (2001) [WEBDL-1080p].fr.srt',
    );
    expect(requestsTo(backend, 'DELETE', '/api/movies/subtitles')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting subtitles...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'DELETE', '/api/movies/subtitles')[0]?.form).toEqual({
        language: ['fr'],
        hi: ['False'],
        forced: ['False'],
        path: [path],
      }),
    );
    expect(await findSubtitleRow('French subtitle, missing')).toBeInTheDocument();
  });

  it('opens the subtitle tools on a file, with that file ticked', async () => {
    const { user } = renderMoviePage(SPIRITED_AWAY.id);
    const french = await findSubtitleRow('French subtitle');
    await user.click(within(french).getByRole('button', { name: 'Subtitle Actions' }));
    await chooseMenuItem(user, 'Subtitle Tools');
    const dialog = await screen.findByRole('dialog', { name: 'Subtitle Tools' });
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Select Spirited Away (2001) [WEBDL-1080p].fr.srt',
      }),
    ).toBeChecked();
  });
});

describe('movie toolbar', () => {
  it('scans the disk and searches as background tasks of the movie', async () => {
    const { user } = renderMoviePage(SPIRITED_AWAY.id);
    const toolbar = await findMovieToolbar();
    await user.click(toolbar.getByRole('button', { name: 'Scan Disk' }));
    expect(await screen.findByText('Scanning disk...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/movies')[0]?.form).toEqual({
        action: ['scan-disk'],
        radarrid: ['7'],
      }),
    );
    await waitFor(() => expect(toolbar.getByRole('button', { name: 'Search' })).toBeEnabled());
    await user.click(toolbar.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/movies')[1]?.form).toEqual({
        action: ['search-missing'],
        radarrid: ['7'],
      }),
    );
  });

  it('syncs the movie with Radarr as a background task of its own group', async () => {
    const { user } = renderMoviePage(SPIRITED_AWAY.id);
    const toolbar = await findMovieToolbar();
    await user.click(toolbar.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('Syncing...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/movies')).toEqual([
        expect.objectContaining({ form: { action: ['sync'], radarrid: ['7'] } }),
      ]),
    );
    expect(await screen.findByText('All Tasks Completed')).toBeInTheDocument();
  });

  it('disables the actions while a task of the movie runs', async () => {
    const held = heldRequests('patch', '*/api/movies');
    server.use(held.handler);
    const { user } = renderMoviePage(SPIRITED_AWAY.id);
    const toolbar = await findMovieToolbar();
    await user.click(toolbar.getByRole('button', { name: 'Search' }));
    for (const name of ['Sync', 'Scan Disk', 'Search', 'Manual', 'Upload', 'Edit Movie'])
      expect(toolbar.getByRole('button', { name })).toBeDisabled();
    const french = await findSubtitleRow('French subtitle');
    await user.click(within(french).getByRole('button', { name: 'Subtitle Actions' }));
    for (const name of ['Remove HI Tags', 'Sync', 'Delete...'])
      expect(await screen.findByRole('menuitem', { name })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    held.release();
    await waitFor(() => expect(toolbar.getByRole('button', { name: 'Search' })).toBeEnabled());
    for (const name of ['Remove HI Tags', 'Sync', 'Delete...'])
      expect(screen.getByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled');
  });

  it('disables searching and uploading without a language profile', async () => {
    renderMoviePage(NO_PROFILE_MOVIE.id);
    const toolbar = await findMovieToolbar();
    for (const name of ['Search', 'Manual', 'Upload'])
      expect(toolbar.getByRole('button', { name })).toBeDisabled();
    for (const name of ['Scan Disk', 'Edit Movie'])
      expect(toolbar.getByRole('button', { name })).toBeEnabled();
    expect(screen.getByText('No profile')).toBeInTheDocument();
  });

  it('offers History and Mass Edit Profiles under More Actions', async () => {
    const { user } = renderMoviePage(AMELIE.id);
    const toolbar = await findMovieToolbar();
    await user.click(toolbar.getByRole('button', { name: 'More Actions' }));
    await chooseMenuItem(user, 'History');
    const dialog = await screen.findByRole('dialog', { name: /Movie History/ });
    expect(requestsTo(backend, 'GET', '/api/movies/history').at(-1)?.query).toEqual({
      radarrid: ['1'],
    });
    expect(await within(dialog).findByText('subdl')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(toolbar.getByRole('button', { name: 'More Actions' }));
    await chooseMenuItem(user, 'Mass Edit Profiles');
    expect(await screen.findByText('Movies mass editor')).toBeInTheDocument();
  });

  it('edits the language profile of the movie', async () => {
    const { user } = renderMoviePage(NO_PROFILE_MOVIE.id);
    const toolbar = await findMovieToolbar();
    await user.click(toolbar.getByRole('button', { name: 'Edit Movie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Movie' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Languages Profile' }));
    await user.click(await within(dialog).findByRole('option', { name: 'French only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('French only')).toBeInTheDocument();
    // With a profile, searching becomes possible.
    await waitFor(() => expect(toolbar.getByRole('button', { name: 'Search' })).toBeEnabled());
  });
});
