import { screen, waitFor } from '@testing-library/react';
import { setupDemoServer } from '../../support/render';
import { allowBusyMachine, columnTexts, moviesInOrder, profileName } from './libraryTestKit';
import {
  chooseFilter,
  currentQuery,
  demoMovies,
  demoSeries,
  filterSelect,
  forgetListDefaults,
  renderLists,
  showAllOnOnePage,
} from './listStateKit';

const { backend } = setupDemoServer();
allowBusyMachine();
forgetListDefaults();

/** Movies show the monitored icon first, then the name. */
const MOVIE_NAME = 1;
const SERIES_NAME = 1;

async function openMovies() {
  showAllOnOnePage(backend);
  const rendered = renderLists('/movies');
  await screen.findByText('Show 1 to 100 of 100 entries');
  return rendered;
}

async function openSeries() {
  showAllOnOnePage(backend);
  const rendered = renderLists('/series');
  await screen.findByText('Show 1 to 30 of 30 entries');
  return rendered;
}

const expectTitles = (table: string, column: number, titles: string[]) =>
  waitFor(async () => expect(await columnTexts(table, column)).toEqual(titles));

describe('library list filters', () => {
  it('filters movies that miss subtitles, and those that miss none', async () => {
    const movies = demoMovies(backend);
    const missing = movies.filter((movie) => movie.missing > 0).map((movie) => movie.title);
    const complete = movies.filter((movie) => movie.missing === 0).map((movie) => movie.title);
    expect(missing.length).toBeGreaterThan(0);
    expect(complete.length).toBeGreaterThan(0);
    const { user } = await openMovies();

    await chooseFilter(user, 'Missing subtitles', 'Has missing subtitles');
    await expectTitles('Movies', MOVIE_NAME, missing);
    expect(screen.getByTestId('match-count')).toHaveTextContent(
      `${missing.length} of 100 movies match`,
    );
    expect(currentQuery()).toMatchObject({ missing: 'yes' });

    await chooseFilter(user, 'Missing subtitles', 'No missing subtitles');
    await expectTitles('Movies', MOVIE_NAME, complete);
  });

  it('filters by languages profile, including none', async () => {
    const [first] = moviesInOrder(backend);
    if (!first) throw new Error('The demo has no movies');
    first.profileId = null;
    const movies = demoMovies(backend);
    const withProfile = movies.find((movie) => movie.profileId !== null);
    if (!withProfile?.profileId) throw new Error('No movie has a profile');
    const byProfile = movies.filter((movie) => movie.profileId === withProfile.profileId);
    const { user } = await openMovies();

    await chooseFilter(user, 'Languages profile', profileName(backend, withProfile.profileId));
    await expectTitles(
      'Movies',
      MOVIE_NAME,
      byProfile.map((movie) => movie.title),
    );
    expect(currentQuery()).toMatchObject({ profile: String(withProfile.profileId) });

    await chooseFilter(user, 'Languages profile', 'No profile');
    await expectTitles(
      'Movies',
      MOVIE_NAME,
      movies.filter((movie) => movie.profileId === null).map((movie) => movie.title),
    );
  });

  it('filters unmonitored movies', async () => {
    const movies = demoMovies(backend);
    const unmonitored = movies.filter((movie) => !movie.monitored).map((movie) => movie.title);
    expect(unmonitored.length).toBeGreaterThan(0);
    const { user } = await openMovies();

    await chooseFilter(user, 'Monitored', 'Unmonitored');
    await expectTitles('Movies', MOVIE_NAME, unmonitored);
  });

  it('filters by a tag the loaded movies have', async () => {
    const tagged = demoMovies(backend)
      .filter((movie) => movie.tags.includes('4k'))
      .map((movie) => movie.title);
    expect(tagged.length).toBeGreaterThan(0);
    const { user } = await openMovies();

    await chooseFilter(user, 'Tag', '4k');
    await expectTitles('Movies', MOVIE_NAME, tagged);
    expect(currentQuery()).toMatchObject({ tag: '4k' });
  });

  it('filters series by series type and by audio language', async () => {
    const series = demoSeries(backend);
    const anime = series.filter((item) => item.seriesType === 'anime').map((item) => item.title);
    const spanish = series
      .filter((item) => item.audioNames.includes('Spanish'))
      .map((item) => item.title);
    expect(anime.length).toBeGreaterThan(0);
    expect(spanish.length).toBeGreaterThan(0);
    const { user } = await openSeries();

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const type = screen.getByRole('combobox', { name: 'Series type' });
    expect(
      Array.from((type as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(
      ['Any type', ...new Set(series.map((item) => item.seriesType))]
        .sort((a, b) => (a === 'Any type' ? -1 : b === 'Any type' ? 1 : a.localeCompare(b)))
        .map((label) => (label === 'Any type' ? label : label[0]?.toUpperCase() + label.slice(1))),
    );
    await user.selectOptions(type, 'Anime');
    await expectTitles('Series', SERIES_NAME, anime);
    expect(currentQuery()).toMatchObject({ type: 'anime' });

    await user.selectOptions(type, 'Any type');
    await chooseFilter(user, 'Audio language', 'Spanish');
    await expectTitles('Series', SERIES_NAME, spanish);
  });

  it('combines the filters with the title filter, and clears them all', async () => {
    const movies = demoMovies(backend);
    const missing = movies.filter((movie) => movie.missing > 0);
    // A word from the title of a movie that misses subtitles, that some other movie lacks.
    const target = missing[0];
    if (!target) throw new Error('No movie misses subtitles');
    const word = target.title.split(' ')[0] ?? '';
    const expected = missing
      .filter((movie) => movie.title.toLowerCase().includes(word.toLowerCase()))
      .map((movie) => movie.title);
    const { user } = await openMovies();

    await user.type(screen.getByRole('textbox', { name: 'Filter' }), word);
    await chooseFilter(user, 'Missing subtitles', 'Has missing subtitles');
    await expectTitles('Movies', MOVIE_NAME, expected);
    await waitFor(() => expect(currentQuery()).toMatchObject({ q: word, missing: 'yes' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Show 1 to 100 of 100 entries')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveValue('');
    expect(filterSelect('Missing subtitles')).toHaveValue('');
    expect(screen.getByTestId('match-count')).toHaveTextContent('100 movies');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says it is loading until the first page answers, then counts what the server has', async () => {
    // Every answer takes a while, so the list is seen waiting for its first page.
    backend.control.setFaults({ delayMs: 800 });
    renderLists('/movies');
    expect(await screen.findByText('Loading movies…')).toBeInTheDocument();
    expect(screen.queryByText('0 movies')).not.toBeInTheDocument();
    expect(await screen.findByText(`${demoMovies(backend).length} movies`)).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const { user } = await openMovies();
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'zzzz no such title');
    expect(await screen.findByText('No movies match the filter')).toBeInTheDocument();
    expect(screen.getByTestId('match-count')).toHaveTextContent('0 of 100 movies match');
  });
});
