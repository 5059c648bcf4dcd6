import { act, screen, waitFor, within } from '@testing-library/react';
import { setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import { bodyRows, openListPage, requestsTo, rowWith, PAGE_LOAD } from '../history/listTestKit';

const { backend } = setupDemoServer();

/** The blacklist entries of a kind, newest first, with the names the page shows. */
function entries(kind: 'episode' | 'movie') {
  return backend.state.blacklist
    .filter((entry) => entry.kind === kind)
    .sort((a, b) => b.time - a.time)
    .map((entry) => {
      const episode = kind === 'episode' ? backend.state.episodes.get(entry.itemId) : undefined;
      const series = episode && backend.state.series.get(episode.seriesId);
      const movie = kind === 'movie' ? backend.state.movies.get(entry.itemId) : undefined;
      return { ...entry, episode, series, movie };
    });
}

describe('Blacklisted Episodes', () => {
  const TABLE = 'Blacklisted Episodes';

  it('lists the blacklisted subtitles with their episode, language, provider and date', async () => {
    const [first] = entries('episode');
    const { episode, series } = first ?? {};
    if (!first || !episode || !series) throw new Error('The demo blacklist has no episode');
    await openListPage('/blacklist/series', 'Episodes');

    const row = await rowWith(TABLE, episode.title);
    expect(row.getByRole('link', { name: series.title })).toHaveAttribute(
      'href',
      `/series/${series.id}`,
    );
    expect(
      // jsdom applies no media query: the phone layout shows, the episode number under the series.
      row.getByRole('cell', { name: `${series.title} ${episode.season}x${episode.episode}` }),
    ).toBeInTheDocument();
    expect(row.getByText(first.provider)).toBeInTheDocument();
    expect(await bodyRows(TABLE)).toHaveLength(entries('episode').length);
  });

  it('removes one entry by provider and subtitle id', async () => {
    const [first] = entries('episode');
    if (!first?.episode) throw new Error('The demo blacklist has no episode');
    const { user } = await openListPage('/blacklist/series', 'Episodes');
    const row = await rowWith(TABLE, first.episode.title);

    await user.click(row.getByRole('button', { name: 'Remove from Blacklist' }));

    await waitFor(() =>
      expect(screen.queryByText(first.episode?.title ?? '')).not.toBeInTheDocument(),
    );
    const [removal, ...others] = requestsTo(backend, 'DELETE', '/api/episodes/blacklist');
    expect(others).toHaveLength(0);
    expect(removal?.form).toEqual({ provider: [first.provider], subs_id: [first.subsId] });
    expect(removal?.query).toEqual({});
  });

  it('removes everything after a confirmation, then says the list is empty', async () => {
    const { user } = await openListPage('/blacklist/series', 'Episodes');
    await rowWith(TABLE, entries('episode')[0]?.episode?.title ?? '');

    await user.click(screen.getByRole('button', { name: 'Remove All' }));
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'Remove all 3 blacklisted series subtitles?',
    });
    expect(confirmation).toHaveAccessibleDescription(
      'They leave the blacklist, so Bazarr may download them again.',
    );
    const dialog = within(confirmation);
    await user.click(dialog.getByRole('button', { name: 'Remove All' }));

    expect(
      await screen.findByText('No blacklisted series subtitles', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const [removal, ...others] = requestsTo(backend, 'DELETE', '/api/episodes/blacklist');
    expect(others).toHaveLength(0);
    expect(removal?.query).toEqual({ all: ['true'] });
    expect(screen.getByRole('button', { name: 'Remove All' })).toBeDisabled();
  });

  it('removes nothing when the confirmation is cancelled', async () => {
    const { user } = await openListPage('/blacklist/series', 'Episodes');
    await rowWith(TABLE, entries('episode')[0]?.episode?.title ?? '');

    await user.click(screen.getByRole('button', { name: 'Remove All' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: /^Remove all/ }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(backend, 'DELETE', '/api/episodes/blacklist')).toHaveLength(0);
    expect(await bodyRows(TABLE)).toHaveLength(entries('episode').length);
  });

  it("reads the list again on the realtime 'episode-blacklist' event", async () => {
    const { sockets } = await openListPage('/blacklist/series', 'Episodes');
    await rowWith(TABLE, entries('episode')[0]?.episode?.title ?? '');
    const socket = sockets.latest();
    act(() => socket.emit('connect'));
    act(() => socket.data('episode-blacklist', null));
    await waitFor(() =>
      expect(requestsTo(backend, 'GET', '/api/episodes/blacklist')).toHaveLength(2),
    );
  });
});

describe('Blacklisted Movies', () => {
  const TABLE = 'Blacklisted Movies';

  it('lists the movies linking to them, and removes one', async () => {
    const [first] = entries('movie');
    if (!first?.movie) throw new Error('The demo blacklist has no movie');
    const { user } = await openListPage('/blacklist/movies', 'Movies');
    const row = await rowWith(TABLE, first.movie.title);
    expect(row.getByRole('link', { name: first.movie.title })).toHaveAttribute(
      'href',
      `/movies/${first.movie.id}`,
    );

    await user.click(row.getByRole('button', { name: 'Remove from Blacklist' }));

    await waitFor(() =>
      expect(screen.queryByText(first.movie?.title ?? '')).not.toBeInTheDocument(),
    );
    expect(requestsTo(backend, 'DELETE', '/api/movies/blacklist')[0]?.form).toEqual({
      provider: [first.provider],
      subs_id: [first.subsId],
    });
  });

  it('keeps the confirmation open and the list when Remove All fails', async () => {
    failing(backend, 'DELETE /api/movies/blacklist', 500, 'Database is locked');
    const { user } = await openListPage('/blacklist/movies', 'Movies');
    await rowWith(TABLE, entries('movie')[0]?.movie?.title ?? '');

    await user.click(screen.getByRole('button', { name: 'Remove All' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: /^Remove all/ }));
    await user.click(dialog.getByRole('button', { name: 'Remove All' }));

    expect(await screen.findByText('Database is locked', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: /^Remove all/ })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await bodyRows(TABLE)).toHaveLength(entries('movie').length);
  });

  it('says when no movie subtitle is blacklisted', async () => {
    backend.state.blacklist = backend.state.blacklist.filter((entry) => entry.kind !== 'movie');
    await openListPage('/blacklist/movies', 'Movies');
    expect(
      await screen.findByText('No blacklisted movies subtitles', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove All' })).toBeDisabled();
  });
});
