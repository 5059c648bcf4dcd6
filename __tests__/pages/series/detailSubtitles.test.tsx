import { screen, waitFor, within } from '@testing-library/react';
import { connectRealtime, makeTestStore } from '../../realtime/support';
import {
  chooseMenuItem,
  demoEpisode,
  heldRequests,
  requestsTo,
} from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import { BREAKING_BAD, findEpisodeRow, renderSeriesPage } from './detailSupport';

const { server, backend } = setupDemoServer();

describe('subtitle chips of an episode', () => {
  it('searches a missing language through the task queue and shows the file found', async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const row = await findEpisodeRow(2, episode.title);
    await user.click(within(row).getByRole('button', { name: 'en English subtitle, missing' }));
    await waitFor(() =>
      expect(
        within(row).getByRole('button', { name: 'en English subtitle, missing' }),
      ).toHaveAttribute('data-palette', 'cyan'),
    );
    await chooseMenuItem(user, 'Search');

    expect(await screen.findByText('Searching subtitles...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/episodes/subtitles')[0]).toMatchObject({
        query: { seriesid: ['1'], episodeid: [String(episode.id)] },
        form: { language: ['en'], hi: ['False'], forced: ['False'] },
      }),
    );
    // The refreshed episode shows the new file instead of the missing language.
    expect(
      await within(row).findByRole('button', { name: 'en English subtitle' }),
    ).toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'en English subtitle, missing' }),
    ).not.toBeInTheDocument();
  });

  it('offers Delete... and History for a file and deletes it through the task queue, once confirmed', async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    const frenchPath = episode.subtitles.find((subtitle) => subtitle.code2 === 'fr')?.path;
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const row = await findEpisodeRow(2, episode.title);
    const chip = () => within(row).getByRole('button', { name: 'fr French subtitle' });
    await user.click(chip());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Subtitle Tools',
      'Sync',
      'Remove HI Tags',
      'Remove Style Tags',
      'OCR Fixes',
      'Common Fixes',
      'Fix Uppercase',
      'Reverse RTL',
      'Add Color...',
      'Change Frame Rate...',
      'Adjust Times...',
      'Translate...',
      'Delete...',
      'History',
    ]);
    await chooseMenuItem(user, 'Delete...');
    // Cancelled: nothing is deleted.
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete subtitles?' });
    expect(within(dialog).getByText('The following subtitles will be deleted')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      frenchPath?.split('/').pop() ?? '',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(backend, 'DELETE', '/api/episodes/subtitles')).toHaveLength(0);

    await user.click(chip());
    await chooseMenuItem(user, 'Delete...');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete subtitles?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleting subtitles...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'DELETE', '/api/episodes/subtitles')[0]?.form).toEqual({
        language: ['fr'],
        hi: ['False'],
        forced: ['False'],
        path: [frenchPath],
      }),
    );
    expect(
      await within(row).findByRole('button', { name: 'fr French subtitle, missing' }),
    ).toBeInTheDocument();
  });

  it("runs a tool without options from a file's chip, at once, under the tool's name", async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    const frenchPath = episode.subtitles.find((subtitle) => subtitle.code2 === 'fr')?.path;
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const row = await findEpisodeRow(2, episode.title);
    await user.click(within(row).getByRole('button', { name: 'fr French subtitle' }));
    await chooseMenuItem(user, 'OCR Fixes');
    expect((await screen.findAllByText('OCR Fixes')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/subtitles')[0]).toMatchObject({
        query: { action: ['OCR_fixes'] },
        form: {
          type: ['episode'],
          id: [String(episode.id)],
          language: ['fr'],
          path: [frenchPath],
        },
      }),
    );
  });

  it("opens a tool's form on a file's chip, with that file chosen, and runs it", async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    const frenchPath = episode.subtitles.find((subtitle) => subtitle.code2 === 'fr')?.path ?? '';
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const row = await findEpisodeRow(2, episode.title);
    await user.click(within(row).getByRole('button', { name: 'fr French subtitle' }));
    await chooseMenuItem(user, 'Adjust Times...');
    // Straight to the form: no file list, no 'Select Action'.
    const dialog = await screen.findByRole('dialog', { name: 'Change Time' });
    expect(within(dialog).getByText(frenchPath.split('/').pop() ?? '')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Second' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/subtitles')[0]).toMatchObject({
        query: { action: ['shift_offset(h=0,m=0,s=2,ms=0)'] },
        form: {
          type: ['episode'],
          id: [String(episode.id)],
          language: ['fr'],
          path: [frenchPath],
        },
      }),
    );
  });

  it("opens the episode's history from a file's chip", async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const row = await findEpisodeRow(2, episode.title);
    await user.click(within(row).getByRole('button', { name: 'fr French subtitle' }));
    await chooseMenuItem(user, 'History');
    const dialog = await screen.findByRole('dialog', { name: /Episode History/ });
    expect(within(dialog).getByText(`Breaking Bad 2x10 ${episode.title}`)).toBeInTheDocument();
    expect(requestsTo(backend, 'GET', '/api/episodes/history').at(-1)?.query).toEqual({
      episodeid: [String(episode.id)],
    });
  });

  it("opens the subtitle tools on a file's chip, with that file ticked", async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const row = await findEpisodeRow(2, episode.title);
    await user.click(within(row).getByRole('button', { name: 'fr French subtitle' }));
    await chooseMenuItem(user, 'Subtitle Tools');
    const dialog = await screen.findByRole('dialog', { name: 'Subtitle Tools' });
    const fileName = episode.subtitles
      .find((subtitle) => subtitle.code2 === 'fr')
      ?.path?.split('/')
      .pop();
    expect(within(dialog).getByRole('checkbox', { name: `Select ${fileName}` })).toBeChecked();
  });

  it('disables the actions of an episode while one of its tasks runs', async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    const held = heldRequests('patch', '*/api/episodes/subtitles');
    server.use(held.handler);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const row = await findEpisodeRow(2, episode.title);
    await user.click(within(row).getByRole('button', { name: 'en English subtitle, missing' }));
    await chooseMenuItem(user, 'Search');

    expect(within(row).getByRole('button', { name: 'Manual Search' })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'fr French subtitle' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    // Other episodes stay usable.
    const other = await findEpisodeRow(2, demoEpisode(backend, BREAKING_BAD.id, 2, 9).title);
    expect(within(other).getByRole('button', { name: 'Manual Search' })).toBeEnabled();

    held.release();
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Manual Search' })).toBeEnabled(),
    );
  });
});

describe('episode row actions', () => {
  it('opens the manual search of the episode', async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const row = await findEpisodeRow(2, episode.title);
    await user.click(within(row).getByRole('button', { name: 'Manual Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Subtitles' });
    expect(within(dialog).getByText(episode.path)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByRole('button', { name: 'Search Again' })).toBeInTheDocument();
    expect(requestsTo(backend, 'GET', '/api/providers/episodes')[0]?.query).toEqual({
      episodeid: [String(episode.id)],
    });
  });

  it('opens the episode history with its entries', async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 1, 13);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    await user.click(await screen.findByRole('button', { name: /Season 1/ }));
    const row = await findEpisodeRow(1, episode.title);
    await user.click(within(row).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: /Episode History/ });
    const table = within(dialog).getByRole('table', { name: 'Episode History' });
    expect(await within(table).findByRole('img', { name: 'Upgrade' })).toBeInTheDocument();
    expect(within(table).getByText('addic7ed')).toBeInTheDocument();
  });
});

describe('realtime', () => {
  it('shows a subtitle another client added, without a reload', async () => {
    const store = makeTestStore();
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    renderSeriesPage(BREAKING_BAD.id, { store });
    const row = await findEpisodeRow(2, episode.title);
    const { unplug } = connectRealtime(store, backend);
    // Another browser downloads the English subtitle: the backend announces the episode.
    await backend.handle({
      method: 'PATCH',
      path: '/api/episodes/subtitles',
      query: { seriesid: ['1'], episodeid: [String(episode.id)] },
      form: { language: ['en'], hi: ['False'], forced: ['False'] },
      headers: { 'x-api-key': backend.apiKey() },
    });
    expect(
      await within(row).findByRole('button', { name: 'en English subtitle' }),
    ).toBeInTheDocument();
    unplug();
  });
});
