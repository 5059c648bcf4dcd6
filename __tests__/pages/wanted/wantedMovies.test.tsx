import { act, screen, waitFor } from '@testing-library/react';
import { setupDemoServer } from '../../support/render';
import { nothingWanted } from '../../support/scenarios';
import { openListPage, pagesAsked, requestsTo, rowWith, PAGE_LOAD } from '../history/listTestKit';

const { backend } = setupDemoServer();

const TABLE = 'Wanted Movies';
const WANTED = '/api/movies/wanted';

function firstWantedMovie() {
  const [id] = backend.derived.wantedMovieIds();
  const movie = id === undefined ? undefined : backend.state.movies.get(id);
  if (!movie) throw new Error('The demo library has no wanted movie');
  return { movie, missing: backend.derived.movie(movie.id) };
}

describe('Wanted Movies', () => {
  it('lists movies linking to their page, with a chip per missing language', async () => {
    const { movie, missing } = firstWantedMovie();
    await openListPage('/wanted/movies', 'Movies');
    const row = await rowWith(TABLE, movie.title);
    expect(row.getByRole('link', { name: movie.title })).toHaveAttribute(
      'href',
      `/movies/${movie.id}`,
    );
    expect(row.getAllByRole('button', { name: /^Search .* subtitles$/ })).toHaveLength(
      missing.length,
    );
    expect(pagesAsked(backend, WANTED)).toEqual([{ start: '0', length: '25' }]);
  });

  it('searches the language of the chip for that movie, and waits while the search runs', async () => {
    const held = backend.control.hold('PATCH', '/api/movies/subtitles');
    const { movie, missing } = firstWantedMovie();
    const { user } = await openListPage('/wanted/movies', 'Movies');
    const row = await rowWith(TABLE, movie.title);
    const [chip] = row.getAllByRole('button', { name: /^Search .* subtitles$/ });
    if (!chip) throw new Error('no chip');

    const label = chip.textContent;
    await user.click(chip);
    await waitFor(() => expect(chip).toBeDisabled());
    // Chakra's loading look: a spinner over the chip's content, which stays (the chip keeps its size and name).
    expect(chip).toHaveAttribute('data-loading');
    expect(chip.querySelector('.chakra-spinner')).not.toBeNull();
    expect(chip).toHaveTextContent(label ?? '');
    expect(chip).toHaveAccessibleName(/^Search .* subtitles$/);
    held.release();
    await waitFor(() => expect(chip).toBeEnabled());
    expect(chip.querySelector('.chakra-spinner')).toBeNull();

    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/movies/subtitles')).toHaveLength(1),
    );
    const [search] = requestsTo(backend, 'PATCH', '/api/movies/subtitles');
    expect(search?.query).toEqual({ radarrid: [String(movie.id)] });
    expect(search?.form.language).toEqual([missing[0]?.code2]);
    await waitFor(() => expect(pagesAsked(backend, WANTED)).toHaveLength(2));
  });

  it('searches all wanted movies with Search All', async () => {
    const { user } = await openListPage('/wanted/movies', 'Movies');
    await rowWith(TABLE, firstWantedMovie().movie.title);
    await user.click(screen.getByRole('button', { name: 'Search All' }));
    await waitFor(() => expect(requestsTo(backend, 'PATCH', '/api/movies')).toHaveLength(1));
    expect(requestsTo(backend, 'PATCH', '/api/movies')[0]?.form).toEqual({
      action: ['search-wanted'],
    });
  });

  it('says when no movie misses subtitles, with Search All disabled', async () => {
    nothingWanted(backend, 'movie');
    await openListPage('/wanted/movies', 'Movies');
    expect(
      await screen.findByText('No missing Movies subtitles', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search All' })).toBeDisabled();
  });

  it('opens at the page the address names, or at the last page when it names one past the end', async () => {
    const total = backend.derived.wantedMovieIds().length;
    const lastPage = Math.ceil(total / 25);
    expect(lastPage).toBeGreaterThan(1);
    await openListPage(`/wanted/movies?page=${lastPage + 3}`, 'Movies');

    // The footer is drawn again as the page steps back: check what is shown, not a node found on the way.
    await waitFor(
      () =>
        expect(
          screen.getByText(`Show ${(lastPage - 1) * 25 + 1} to ${total} of ${total} entries`),
        ).toBeInTheDocument(),
      PAGE_LOAD,
    );
  });

  it('steps back a page when the last page empties', async () => {
    const total = backend.derived.wantedMovieIds().length;
    const lastPage = Math.ceil(total / 25);
    const { user, sockets } = await openListPage('/wanted/movies', 'Movies');
    await rowWith(TABLE, firstWantedMovie().movie.title);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByText(
      `Show ${(lastPage - 1) * 25 + 1} to ${total} of ${total} entries`,
      {},
      PAGE_LOAD,
    );

    // Everything on the last page was found meanwhile: the server now counts whole pages only.
    const shrunk = (lastPage - 1) * 25;
    const found = backend.derived.wantedMovieIds().slice(shrunk);
    backend.control.mutate((state) => {
      for (const id of found) {
        const movie = state.movies.get(id);
        if (movie) movie.profileId = null;
      }
    });
    const socket = sockets.latest();
    act(() => socket.emit('connect'));
    act(() => socket.data('movie-wanted', null));

    // The footer is drawn again as the page steps back: check what is shown, not a node found on the way.
    await waitFor(() => {
      expect(
        screen.getByText(`Show ${shrunk - 24} to ${shrunk} of ${shrunk} entries`),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Page ${lastPage - 1}` })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }, PAGE_LOAD);
  });
});
