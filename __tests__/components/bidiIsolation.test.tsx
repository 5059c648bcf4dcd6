import { render, screen, within } from '@testing-library/react';
import { DataTable, PathText } from '../../src/components';
import { ManualSearchModal } from '../../src/features/subtitles/search/ManualSearchModal';
import { renderMoviePage } from '../pages/movies/detailSupport';
import { openListPage } from '../pages/history/listTestKit';
import { allowBusyMachine, openPage, rowWith } from '../features/library/libraryTestKit';
import { renderWithProviders, setupDemoServer } from '../support/render';

const { backend } = setupDemoServer();
allowBusyMachine();

/** Right to left first, then left to right: unisolated, the year that follows lands inside it. */
const TITLE = 'שלום World';

/** The text of the isolating element (`<bdi>`) inside `element`, which must be the server string alone. */
function isolatedText(element: HTMLElement): string | null {
  return element.querySelector('bdi')?.textContent ?? null;
}

/** Gives a demo movie the right-to-left title (and a path with such folders); answers it. */
function hebrewMovie(id: number) {
  const movie = backend.state.movies.get(id);
  if (!movie) throw new Error(`No demo movie ${id}`);
  movie.title = TITLE;
  movie.sortTitle = TITLE.toLowerCase();
  movie.path = `/media/סרטים/שלום עולם/${TITLE} (${movie.year}).mkv`;
  return movie;
}

describe('server text beside other text is isolated', () => {
  it('in a plain table cell', () => {
    renderWithProviders(
      <DataTable
        label="Rows"
        rows={[{ id: 1, title: TITLE }]}
        columns={[{ id: 'title', header: 'Title', cell: (row) => row.title }]}
        getRowKey={(row) => row.id}
      />,
    );
    expect(isolatedText(screen.getByRole('cell'))).toBe(TITLE);
  });

  it('in a path, left to right with each right-to-left folder on its own', () => {
    const { container } = render(<PathText path="/media/סרטים/שלום עולם/file.mkv" />);
    const path = container.querySelector('bdi');
    expect(path).toHaveAttribute('dir', 'ltr');
    expect(path).toHaveTextContent('/media/סרטים/שלום עולם/file.mkv');
    const folders = [...(path?.querySelectorAll('bdi') ?? [])].map((part) => part.textContent);
    expect(folders).toEqual(['media', 'סרטים', 'שלום עולם', 'file.mkv']);
  });

  it('in the title cell of the movies list', async () => {
    hebrewMovie(7);
    const { user } = await openPage('/movies', 'Movies');
    // Hebrew sorts after the Latin titles: the filter brings it to the first page.
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'World');
    const row = await rowWith('Movies', TITLE);
    expect(isolatedText(row.getByRole('link', { name: TITLE }))).toBe(TITLE);
  });

  it('in the detail header, the year outside the title', async () => {
    const movie = hebrewMovie(7);
    renderMoviePage(7);
    const heading = await screen.findByRole('heading', { level: 1, name: /שלום World/ });
    expect(isolatedText(heading)).toBe(TITLE);
    expect(heading).toHaveTextContent(`${TITLE}(${movie.year})`);
    // The path badge: left to right, its right-to-left folders isolated.
    const path = screen.getByTitle(movie.path).querySelector('bdi[dir="ltr"]');
    expect(path).toHaveTextContent(movie.path);
  });

  it('in the release names of the manual search', async () => {
    const movie = hebrewMovie(7);
    const { user } = renderWithProviders(
      <ManualSearchModal
        open
        onClose={() => {}}
        target={{ kind: 'movie', radarrId: 7, label: TITLE }}
        path={movie.path}
        sceneName={movie.sceneName}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Search Subtitles' }));
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    await dialog.findByRole('button', { name: 'Search Again' });
    const [release] = dialog.getAllByTestId('release-name');
    if (!release) throw new Error('no result');
    expect(isolatedText(release)).toMatch(/^שלום World \(\d{4}\)\.(en|fr)\.srt$/);
  });

  it('in the rows of the wanted movies', async () => {
    const [id] = backend.derived.wantedMovieIds();
    if (id === undefined) throw new Error('No wanted movie');
    hebrewMovie(id);
    await openListPage('/wanted/movies', 'Movies');
    const link = await screen.findByRole('link', { name: TITLE });
    expect(isolatedText(link)).toBe(TITLE);
  });

  it('in the rows of the movies history', async () => {
    const entry = backend.state.history.find((record) => record.kind === 'movie');
    if (!entry) throw new Error('No movie history');
    hebrewMovie(entry.itemId);
    await openListPage('/history/movies', 'Movies');
    const [link] = await screen.findAllByRole('link', { name: TITLE });
    if (!link) throw new Error('no link');
    expect(isolatedText(link)).toBe(TITLE);
  });
});
