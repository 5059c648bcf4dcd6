import { screen, waitFor, within } from '@testing-library/react';
import {
  EpisodeHistoryModal,
  MovieHistoryModal,
} from '../../../src/features/subtitles/history/ItemHistoryModals';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { heldRequests, requestsTo } from './support';

const { server, backend } = setupDemoServer();

/** Demo episodes: Breaking Bad 1x13 (an upgrade from addic7ed) and Andor 1x2 (a blacklisted download). */
const UPGRADED_EPISODE = 13;
const BLACKLISTED_EPISODE = 129;

function renderEpisodeHistory(episodeId: number) {
  renderWithProviders(
    <EpisodeHistoryModal
      open
      onClose={jest.fn()}
      itemName="Breaking Bad 1x13"
      episodeId={episodeId}
    />,
  );
  return screen.getByRole('dialog', { name: /Episode History/ });
}

describe('Episode History', () => {
  it('shows 5 placeholder rows while loading, then the entries of the episode', async () => {
    const held = heldRequests('get', '*/api/episodes/history');
    server.use(held.handler);
    const dialog = renderEpisodeHistory(UPGRADED_EPISODE);
    expect(within(dialog).getByText('Breaking Bad 1x13')).toBeInTheDocument();
    expect(await within(dialog).findAllByTestId('placeholder-row')).toHaveLength(5);
    held.release();

    const table = within(dialog).getByRole('table', { name: 'Episode History' });
    const icon = await within(table).findByRole('img', { name: 'Upgrade' });
    const row = icon.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('English')).toBeInTheDocument();
    expect(within(row).getByText('addic7ed')).toBeInTheDocument();
    expect(within(row).getByText('94.72%')).toBeInTheDocument();
    expect(requestsTo(backend, 'GET', '/api/episodes/history')[0]?.query).toEqual({
      episodeid: [String(UPGRADED_EPISODE)],
    });
  });

  it('blacklists a downloaded subtitle', async () => {
    const { user } = renderWithProviders(
      <EpisodeHistoryModal
        open
        onClose={jest.fn()}
        itemName="Breaking Bad 1x13"
        episodeId={UPGRADED_EPISODE}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: /Episode History/ });
    await user.click(await within(dialog).findByRole('button', { name: 'Add to Blacklist' }));
    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/episodes/blacklist')[0]).toMatchObject({
        query: { seriesid: ['1'], episodeid: [String(UPGRADED_EPISODE)] },
        form: { provider: ['addic7ed'], language: ['en'] },
      }),
    );
    // The history is read again: the entry is now blacklisted.
    expect(await within(dialog).findByRole('button', { name: 'Blacklisted' })).toBeDisabled();
  });

  it('disables the blacklist action of an entry already blacklisted', async () => {
    const dialog = renderEpisodeHistory(BLACKLISTED_EPISODE);
    expect(await within(dialog).findByRole('button', { name: 'Blacklisted' })).toBeDisabled();
  });

  it('says when an episode has no history', async () => {
    const dialog = renderEpisodeHistory(2);
    expect(await within(dialog).findByText('No history found')).toBeInTheDocument();
  });
});

describe('Movie History', () => {
  it("shows the movie's entries with the blacklist state", async () => {
    renderWithProviders(
      <MovieHistoryModal open onClose={jest.fn()} itemName="Amélie" radarrId={1} />,
    );
    const dialog = screen.getByRole('dialog', { name: /Movie History/ });
    const table = await within(dialog).findByRole('table', { name: 'Movie History' });
    expect(await within(table).findByRole('img', { name: 'Download' })).toBeInTheDocument();
    expect(within(table).getByText('subdl')).toBeInTheDocument();
    expect(within(table).getByText('French')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Blacklisted' })).toBeDisabled();
    expect(requestsTo(backend, 'GET', '/api/movies/history')[0]?.query).toEqual({
      radarrid: ['1'],
    });
  });

  it('shows a server error with Retry', async () => {
    backend.control.setFaults({ failStatus: 500, failPaths: ['/api/movies/history'] });
    renderWithProviders(
      <MovieHistoryModal open onClose={jest.fn()} itemName="Amélie" radarrId={1} />,
    );
    const dialog = screen.getByRole('dialog', { name: /Movie History/ });
    expect(await within(dialog).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
