import { act, screen, waitFor } from '@testing-library/react';
import { historyOf } from '../../../src/demo/core/state/history';
import { setupDemoServer } from '../../support/render';
import { openListPage, pagesAsked, requestsTo, rowWith, PAGE_LOAD } from './listTestKit';

const { backend } = setupDemoServer();

const TABLE = 'Movies History';
const HISTORY = '/api/movies/history';

const isBlacklisted = (provider: string | null, subsId: string | null) =>
  backend.state.blacklist.some((entry) => entry.provider === provider && entry.subsId === subsId);

describe('Movies History', () => {
  it('shows a page of movie history linking to the movies', async () => {
    const total = historyOf(backend.state, 'movie').length;
    const [record] = historyOf(backend.state, 'movie');
    const movie = record && backend.state.movies.get(record.itemId);
    if (!movie) throw new Error('no movie history');
    const { user } = await openListPage('/history/movies', 'Movies');

    const row = await rowWith(TABLE, movie.title);
    expect(row.getByRole('link', { name: movie.title })).toHaveAttribute(
      'href',
      `/movies/${movie.id}`,
    );
    expect(screen.getByText(`Show 1 to 25 of ${total} entries`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      await screen.findByText(`Show 26 to ${total} of ${total} entries`, {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(pagesAsked(backend, HISTORY)).toEqual([
      { start: '0', length: '25' },
      { start: '25', length: '25' },
    ]);
  });

  it('keeps the blacklist action of an already blacklisted subtitle disabled', async () => {
    const record = historyOf(backend.state, 'movie')
      .slice(0, 25)
      .find((candidate) => isBlacklisted(candidate.provider, candidate.subsId));
    const movie = record && backend.state.movies.get(record.itemId);
    if (!movie) throw new Error('The demo history shows no blacklisted movie subtitle');
    await openListPage('/history/movies', 'Movies');

    const row = await rowWith(TABLE, movie.title);
    expect(row.getByRole('button', { name: 'Blacklisted' })).toBeDisabled();
  });

  it('blacklists a movie subtitle from its row', async () => {
    const record = historyOf(backend.state, 'movie')
      .slice(0, 25)
      .find(
        (candidate) =>
          candidate.provider &&
          candidate.subsId &&
          !isBlacklisted(candidate.provider, candidate.subsId),
      );
    const movie = record && backend.state.movies.get(record.itemId);
    if (!record || !movie) throw new Error('no movie subtitle to blacklist');
    const { user } = await openListPage('/history/movies', 'Movies');
    const row = await rowWith(TABLE, movie.title);

    await user.click(row.getByRole('button', { name: 'Add to Blacklist' }));

    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/movies/blacklist')).toHaveLength(1),
    );
    const [post] = requestsTo(backend, 'POST', '/api/movies/blacklist');
    expect(post?.query).toEqual({ radarrid: [String(movie.id)] });
    expect(post?.form).toEqual({
      provider: [record.provider],
      subs_id: [record.subsId],
      subtitles_path: [record.subtitlesPath],
      language: [record.code2],
    });
  });

  it('says when there is no movie history', async () => {
    backend.state.history = backend.state.history.filter((record) => record.kind !== 'movie');
    await openListPage('/history/movies', 'Movies');
    expect(
      await screen.findByText('Nothing Found in Movies History', {}, PAGE_LOAD),
    ).toBeInTheDocument();
  });

  it("reads the page again on the realtime 'movie-history' event", async () => {
    const { sockets } = await openListPage('/history/movies', 'Movies');
    await waitFor(() => expect(pagesAsked(backend, HISTORY)).toHaveLength(1));
    await screen.findByText(/Show 1 to 25 of/, {}, PAGE_LOAD);
    const socket = sockets.latest();
    act(() => socket.emit('connect'));
    act(() => socket.data('movie-history', null));
    await waitFor(() => expect(pagesAsked(backend, HISTORY)).toHaveLength(2));
  });
});
