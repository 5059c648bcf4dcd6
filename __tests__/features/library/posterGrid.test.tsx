import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupDemoServer } from '../../support/render';
import { allowBusyMachine } from './libraryTestKit';
import {
  currentQuery,
  demoMovies,
  demoSeries,
  forgetListDefaults,
  renderLists,
} from './listStateKit';

const { backend } = setupDemoServer();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
allowBusyMachine();
forgetListDefaults();

/** The cards of a poster view once they show (jsdom measures nothing: the grid shows its first rows). */
async function posterCards(name: string) {
  const grid = await screen.findByRole('list', { name });
  return waitFor(() => {
    const cards = within(grid).getAllByRole('link');
    expect(cards.length).toBeGreaterThan(0);
    return cards;
  });
}

describe('poster view', () => {
  it('switches between table and posters, and writes the view to the address', async () => {
    const [first] = demoMovies(backend);
    if (!first) throw new Error('The demo has no movies');
    const { user } = renderLists('/movies');
    await screen.findByText('Show 1 to 25 of 100 entries');
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Posters' }));
    const [card] = await posterCards('Movies posters');
    expect(screen.getByRole('button', { name: 'Posters' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table', { name: 'Movies' })).not.toBeInTheDocument();
    expect(currentQuery()).toMatchObject({ view: 'posters' });
    expect(card).toHaveAttribute('href', `/movies/${first.id}`);

    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('table', { name: 'Movies' })).toBeInTheDocument();
    expect(currentQuery()).toMatchObject({ view: 'table' });
  });

  it('shows title, year and what is missing on each card, with a lazy poster', async () => {
    const movies = demoMovies(backend);
    const missing = movies.find((movie) => movie.missing > 0);
    const complete = movies.find((movie) => movie.missing === 0);
    if (!missing || !complete) throw new Error('The demo lacks a movie of each kind');
    renderLists('/movies?view=posters&q=' + encodeURIComponent(missing.title));
    const [card] = await posterCards('Movies posters');
    // Title, year, then the count and what it counts (jsdom puts a space before the comma; browsers do not).
    const plural = missing.missing === 1 ? '' : 's';
    expect(card).toHaveAccessibleName(
      new RegExp(
        `^${escapeRegExp(`${missing.title} ${missing.year}`)} ?, ${missing.missing} missing subtitle${plural}$`,
      ),
    );
    expect(card).toHaveAttribute('href', `/movies/${missing.id}`);
    const image = card?.querySelector('img');
    expect(image).toHaveAttribute('src', `/images/movies/MediaCover/${missing.id}/poster-500.jpg`);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('links series cards to their pages and names a complete one by title and year', async () => {
    const series = demoSeries(backend).find((item) => item.missing === 0);
    if (!series) throw new Error('Every demo series misses subtitles');
    renderLists(`/series?view=posters&missing=no&q=${encodeURIComponent(series.title)}`);
    const cards = await posterCards('Series posters');
    const card = cards.find(
      (candidate) => candidate.getAttribute('href') === `/series/${series.id}`,
    );
    expect(card).toHaveAccessibleName(`${series.title} ${series.year}`);
  });

  it('shows the initials when a poster fails to load', async () => {
    const [first] = demoMovies(backend);
    if (!first) throw new Error('The demo has no movies');
    renderLists('/movies?view=posters');
    const [card] = await posterCards('Movies posters');
    const image = card?.querySelector('img');
    if (!card || !image) throw new Error('The card has no image');
    fireEvent.error(image);
    await waitFor(() => expect(card.querySelector('img')).toBeNull());
    expect(within(card).getByTestId('poster-placeholder')).toHaveTextContent(
      first.title
        .match(/[\p{L}\p{N}]+/gu)
        ?.slice(0, 2)
        .map((word) => word.charAt(0).toUpperCase())
        .join('') ?? '',
    );
  });

  it('remembers the chosen view for the next visit', async () => {
    const first = renderLists('/movies');
    await screen.findByText('Show 1 to 25 of 100 entries');
    await first.user.click(screen.getByRole('button', { name: 'Posters' }));
    await posterCards('Movies posters');
    first.unmount();

    renderLists('/movies');
    await posterCards('Movies posters');
    expect(screen.getByRole('button', { name: 'Posters' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sorts the posters with the sort select', async () => {
    const titles = demoMovies(backend)
      .map((movie) => movie.title)
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
      .reverse();
    const { user } = renderLists('/movies?view=posters');
    await posterCards('Movies posters');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await user.click(screen.getByRole('button', { name: 'Sort ascending' }));
    await waitFor(() => expect(currentQuery()).toMatchObject({ sort: 'name', dir: 'desc' }));
    const [card] = await posterCards('Movies posters');
    await waitFor(() =>
      expect(card).toHaveAccessibleName(new RegExp(`^${escapeRegExp(titles[0] ?? '')} \\d{4}`)),
    );
  });
});
