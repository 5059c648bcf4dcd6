import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CommandPalette } from '../../src/layout/commandPalette/CommandPalette';
import { PageCommandsProvider } from '../../src/features/commands/pageCommands';
import { MovieDetailPage } from '../../src/pages/movies/detail/MovieDetailPage';
import { SeriesDetailPage } from '../../src/pages/series/detail/SeriesDetailPage';
import { heldRequests, requestsTo } from '../features/subtitles/support';
import { renderWithProviders, setupDemoServer } from '../support/render';

const { server, backend } = setupDemoServer();

/** The palette as the layout mounts it, around the real detail pages. */
function renderWithPalette(route: string) {
  return renderWithProviders(
    <PageCommandsProvider>
      <CommandPalette managers={{ sonarr: true, radarr: true }} />
      <Routes>
        <Route path="/series/:id" element={<SeriesDetailPage />} />
        <Route path="/movies/:id" element={<MovieDetailPage />} />
        <Route path="/settings/languages" element={<h1>Languages settings</h1>} />
      </Routes>
    </PageCommandsProvider>,
    { route },
  );
}

/** Opens the palette with Ctrl+K and types `text`, keyboard only. */
async function openPalette(user: UserEvent, text: string) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  const input = within(dialog).getByRole('combobox', { name: 'Command' });
  await waitFor(() => expect(input).toHaveFocus());
  if (text) await user.keyboard(text);
  return { dialog, input, listbox: within(dialog).getByRole('listbox', { name: 'Commands' }) };
}

function activeOption(input: HTMLElement) {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

async function paletteClosed() {
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument(),
  );
}

describe('command palette on a series page', () => {
  it("offers the series' actions first and scans its disk through the task queue", async () => {
    const { user } = renderWithPalette('/series/1');
    await screen.findByRole('toolbar', { name: 'Series actions' });
    const { input, listbox } = await openPalette(user, '');
    const actions = within(listbox).getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'SyncBreaking Bad',
      'Scan DiskBreaking Bad',
      'SearchBreaking Bad',
      'UploadBreaking Bad',
    ]);

    await user.keyboard('scan');
    expect(activeOption(input)).toHaveTextContent('Scan Disk');
    await user.keyboard('{Enter}');
    await paletteClosed();
    expect(await screen.findByText('Scanning disk...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/series')[0]?.form).toEqual({
        action: ['scan-disk'],
        seriesid: ['1'],
      }),
    );
  });

  it('searches missing subtitles', async () => {
    const { user } = renderWithPalette('/series/1');
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Series actions' }));
    await waitFor(() => expect(toolbar.getByRole('button', { name: 'Search' })).toBeEnabled());
    await openPalette(user, 'missing');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/series')[0]?.form).toEqual({
        action: ['search-missing'],
        seriesid: ['1'],
      }),
    );
  });

  it('opens the upload dialog', async () => {
    const { user } = renderWithPalette('/series/1');
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Series actions' }));
    await waitFor(() => expect(toolbar.getByRole('button', { name: 'Upload' })).toBeEnabled());
    await openPalette(user, 'upload');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Upload Subtitles' })).toBeInTheDocument();
    await paletteClosed();
  });

  it('shows the actions disabled while a task of the series runs, and Enter does nothing', async () => {
    const held = heldRequests('patch', '*/api/series');
    server.use(held.handler);
    const { user } = renderWithPalette('/series/1');
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Series actions' }));
    await user.click(toolbar.getByRole('button', { name: 'Scan Disk' }));
    const { input, listbox } = await openPalette(user, 'scan');
    expect(within(listbox).getByRole('option', { name: /^Scan Disk/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(input).toBeInTheDocument();
    expect(requestsTo(backend, 'PATCH', '/api/series')).toHaveLength(0);
    held.release();
    await waitFor(() => expect(requestsTo(backend, 'PATCH', '/api/series')).toHaveLength(1));
  });

  it('offers no item actions once the user left the detail page', async () => {
    const { user } = renderWithPalette('/series/1');
    await screen.findByRole('toolbar', { name: 'Series actions' });
    await openPalette(user, 'languages');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Languages settings' })).toBeInTheDocument();
    await paletteClosed();
    const { listbox } = await openPalette(user, '');
    expect(within(listbox).queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

describe('command palette on a movie page', () => {
  it("runs the movie's Search through the task queue", async () => {
    const { user } = renderWithPalette('/movies/7');
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Movie actions' }));
    await waitFor(() => expect(toolbar.getByRole('button', { name: 'Search' })).toBeEnabled());
    const { input } = await openPalette(user, 'search');
    expect(activeOption(input)).toHaveTextContent('SearchSpirited Away');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Searching subtitles...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/movies')[0]?.form).toEqual({
        action: ['search-missing'],
        radarrid: ['7'],
      }),
    );
  });

  it('opens the movie upload dialog', async () => {
    const { user } = renderWithPalette('/movies/7');
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Movie actions' }));
    await waitFor(() => expect(toolbar.getByRole('button', { name: 'Upload' })).toBeEnabled());
    await openPalette(user, 'upload');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Upload Subtitles' })).toBeInTheDocument();
  });
});
