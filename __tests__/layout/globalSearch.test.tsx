import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupDemoServer } from '../support/render';
import { failing } from '../support/scenarios';

// Pages are stand-ins: these tests are about the shell around them.
jest.mock('../../src/app/routeModules', () => jest.requireActual('./stubRouteModules'));

const { server, backend } = setupDemoServer();

const movieId = (title: string) =>
  [...backend.state.movies.values()].find((movie) => movie.title === title)?.id;

/** Counts the search requests and the queries they carried. */
function recordSearches() {
  const queries: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/system/searches'))
      queries.push(url.searchParams.get('query') ?? '');
  });
  return queries;
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

async function renderShell() {
  const view = renderWithProviders({ route: '/settings/general' });
  const input = await screen.findByRole('combobox', { name: 'Search' });
  return { ...view, input };
}

describe('global search', () => {
  it('suggests titles with their year, linking to the series or movie', async () => {
    const { user, input } = await renderShell();
    expect(input).toHaveAttribute('placeholder', 'Search');

    await user.type(input, 'b');
    const listbox = await screen.findByRole('listbox');
    const breaking = await within(listbox).findByRole('option', { name: 'Breaking Bad (2008)' });
    expect(breaking).toHaveAttribute('href', '/series/1');
    // Its poster (decorative), and what it is in the hover text.
    expect(breaking.querySelector('img')).toHaveAttribute(
      'src',
      '/images/series/MediaCover/1/poster-250.jpg',
    );
    expect(breaking).toHaveAttribute('title', 'Series: Breaking Bad (2008)');
    const blade = within(listbox).getByRole('option', { name: 'Blade Runner 2049 (2017)' });
    expect(blade).toHaveAttribute('href', `/movies/${movieId('Blade Runner 2049')}`);
    expect(blade).toHaveAttribute('title', 'Movie: Blade Runner 2049 (2017)');
  });

  it('skips a result with neither a series nor a movie id', async () => {
    // Not something the demo answers: a malformed entry beside a good one.
    server.use(
      http.get('*/api/system/searches', () =>
        HttpResponse.json([
          { title: 'Broken Result', year: '1999' },
          { title: 'Breaking Bad', year: '2008', sonarrSeriesId: 1 },
        ]),
      ),
    );
    const { user, input } = await renderShell();
    await user.type(input, 'br');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Breaking Bad (2008)' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  });

  it('finds an accented title from an accent-less query and opens it', async () => {
    const { user, input } = await renderShell();
    await user.type(input, 'amelie');
    const option = await screen.findByRole('option', { name: 'Amélie (2001)' });
    const id = movieId('Amélie');
    expect(option).toHaveAttribute('href', `/movies/${id}`);
    await user.click(option);
    expect(
      await screen.findByRole('heading', { name: `movies/${id}`, level: 1 }),
    ).toBeInTheDocument();
  });

  it('narrows the shown suggestions at once as more is typed, before the next search answers', async () => {
    const { user, input } = await renderShell();
    await user.type(input, 'a');
    await screen.findByRole('option', { name: 'Amélie (2001)' });
    const searches = recordSearches();

    await user.type(input, 'mé');
    // No new search has gone out yet (debounced), and the list already fits the text.
    expect(searches).toEqual([]);
    expect(screen.getByRole('option', { name: 'Amélie (2001)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Breaking Bad (2008)' })).not.toBeInTheDocument();
  });

  it('opens the highlighted suggestion with the keyboard', async () => {
    const { user, input } = await renderShell();
    await user.type(input, 'breaking');
    await screen.findByRole('option', { name: 'Breaking Bad (2008)' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'series/1', level: 1 })).toBeInTheDocument();
  });

  it('waits 500 ms after the last keystroke and never searches for nothing', async () => {
    jest.useFakeTimers();
    const queries = recordSearches();
    const { input } = await renderShell();
    const typing = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await typing.type(input, 'bre');
    await act(async () => jest.advanceTimersByTime(400));
    expect(queries).toEqual([]);
    await act(async () => jest.advanceTimersByTime(100));
    await screen.findByRole('option', { name: 'Breaking Bad (2008)' });
    expect(queries).toEqual(['bre']);

    await typing.clear(input);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(queries).toEqual(['bre']);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('clears its text when it loses focus', async () => {
    const { user, input } = await renderShell();
    await user.type(input, 'amel');
    await screen.findByRole('option', { name: 'Amélie (2001)' });
    expect(input).toHaveValue('amel');
    await user.tab();
    expect(input).not.toHaveFocus();
    expect(input).toHaveValue('');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('isolates a right-to-left title from its year, and tells the whole title on hover', async () => {
    backend.control.mutate((state) => {
      const [movie] = state.movies.values();
      if (movie) Object.assign(movie, { title: 'שלום World', year: '2020' });
    });
    const { user, input } = await renderShell();
    await user.type(input, 'world');
    const option = await screen.findByRole('option', { name: 'שלום World (2020)' });
    // Unisolated, the year would land between the Hebrew and the Latin words.
    expect(option.querySelector('bdi')?.textContent).toBe('שלום World');
    expect(option).toHaveAttribute('title', 'Movie: שלום World (2020)');
  });

  it('shows nothing to pick when the search fails', async () => {
    failing(backend, 'GET /api/system/searches', 500, 'Search failed');
    const { user, input } = await renderShell();
    await user.type(input, 'bre');
    expect(await screen.findByText('Error 500')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
