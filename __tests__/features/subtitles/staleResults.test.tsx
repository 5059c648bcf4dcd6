import { screen, within } from '@testing-library/react';
import { ManualSearchModal } from '../../../src/features/subtitles/search/ManualSearchModal';
import {
  EXPIRED_RESULTS,
  RESTARTED_RESULTS,
  RESULTS_KEPT_MS,
  staleResultsReason,
} from '../../../src/features/subtitles/search/staleResults';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { reportsBazarr } from '../../support/scenarios';
import { requestsTo } from './support';

const { backend } = setupDemoServer();

const MOVIE = {
  target: { kind: 'movie' as const, radarrId: 7, label: 'Spirited Away' },
  path: '/media/movies/Spirited Away (2001)/Spirited Away (2001) [WEBDL-1080p].mkv',
  sceneName: null,
};

describe('manual search results Bazarr no longer keeps (1.5.7+)', () => {
  const expiring = { searchResultsExpire: true };
  const searchedAt = Date.parse('2026-12-07T10:00:00Z');

  it('are too old an hour after the search (a minute early, for the download to reach Bazarr)', () => {
    expect(staleResultsReason(expiring, searchedAt, null, searchedAt + 30 * 60_000)).toBeNull();
    expect(
      staleResultsReason(expiring, searchedAt, null, searchedAt + RESULTS_KEPT_MS - 30_000),
    ).toBe(EXPIRED_RESULTS);
  });

  it('are gone once Bazarr restarted after the search', () => {
    const restartedAt = (searchedAt + 60_000) / 1000;
    expect(staleResultsReason(expiring, searchedAt, restartedAt, searchedAt + 120_000)).toBe(
      RESTARTED_RESULTS,
    );
    expect(
      staleResultsReason(expiring, searchedAt, restartedAt - 120, searchedAt + 120_000),
    ).toBeNull();
  });

  it('never expire on a Bazarr that sends the whole subtitle with each result (before 1.5.7)', () => {
    expect(
      staleResultsReason({ searchResultsExpire: false }, searchedAt, searchedAt, searchedAt * 2),
    ).toBeNull();
  });

  it('are searched again, with a line saying why, when Bazarr restarted while they were shown', async () => {
    reportsBazarr(backend, '1.5.7-beta.1');
    const { user } = renderWithProviders(<ManualSearchModal open onClose={jest.fn()} {...MOVIE} />);
    const dialog = screen.getByRole('dialog', { name: 'Search Subtitles' });
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const table = await within(dialog).findByRole('table', { name: 'Search results' });
    backend.control.mutate((state) => {
      state.startTime = Date.now() + 1000;
    });
    const [download] = within(table).getAllByRole('button', { name: /^Download/ });
    if (!download) throw new Error('no result to download');
    await user.click(download);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(RESTARTED_RESULTS);
    await within(dialog).findByRole('button', { name: 'Search Again' });
    expect(requestsTo(backend, 'GET', '/api/providers/movies')).toHaveLength(2);
    expect(requestsTo(backend, 'POST', '/api/providers/movies')).toHaveLength(0);
  });
});
