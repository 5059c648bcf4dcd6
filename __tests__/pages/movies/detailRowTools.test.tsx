import { screen, waitFor, within } from '@testing-library/react';
import { chooseMenuItem, requestsTo } from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import { findSubtitleRow, renderMoviePage, SPIRITED_AWAY } from './detailSupport';

const { backend } = setupDemoServer();

const FRENCH_FILE = 'Spirited Away (2001) [WEBDL-1080p].fr.srt';

function frenchPath() {
  return backend.state.movies.get(SPIRITED_AWAY.id)?.subtitles.find((sub) => sub.code2 === 'fr')
    ?.path;
}

/** Opens the French file row's 'Subtitle Actions' menu on Spirited Away's page and picks a tool. */
async function chooseRowTool(name: string) {
  const { user } = renderMoviePage(SPIRITED_AWAY.id);
  const french = await findSubtitleRow('French subtitle');
  await user.click(within(french).getByRole('button', { name: 'Subtitle Actions' }));
  await chooseMenuItem(user, name);
  return user;
}

describe("a movie subtitle row's tools", () => {
  it('runs a tool without options on that file at once, under its name', async () => {
    await chooseRowTool('Remove HI Tags');
    expect((await screen.findAllByText('Remove HI Tags')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/subtitles')[0]).toMatchObject({
        query: { action: ['remove_HI'] },
        form: { type: ['movie'], id: ['7'], language: ['fr'], path: [frenchPath()] },
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens a tool's form on that file, without a file list or 'Select Action', and runs it", async () => {
    const user = await chooseRowTool('Sync');
    const dialog = await screen.findByRole('dialog', { name: 'Sync Subtitle Options' });
    expect(within(dialog).getByText(FRENCH_FILE)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select Action' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await screen.findAllByText('Syncing Subtitle')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/subtitles')[0]).toMatchObject({
        query: { action: ['sync'] },
        form: { type: ['movie'], id: ['7'], language: ['fr'], path: [frenchPath()] },
      }),
    );
  });

  it("closes a tool's form on Cancel without running it", async () => {
    const user = await chooseRowTool('Adjust Times...');
    const dialog = await screen.findByRole('dialog', { name: 'Change Time' });
    expect(within(dialog).getByText(FRENCH_FILE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(backend, 'PATCH', '/api/subtitles')).toHaveLength(0);
  });
});
