import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MoviesIndexPage } from '../../../src/pages/movies/index/MoviesIndexPage';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { pagesAsked } from '../../pages/history/listTestKit';
import { pageStarting } from '../../support/scenarios';
import { moviesInOrder, allowBusyMachine, rowWith } from './libraryTestKit';

const { server, backend } = setupDemoServer();
allowBusyMachine();

const MOVIES = '/api/movies';
const startOf = (request: Request) => new URL(request.url).searchParams.get('start');

/** The movies list with background pages of 25, so the 100 demo movies take four requests. */
async function openMovies() {
  const rendered = renderWithProviders(<MoviesIndexPage chunkSize={25} />);
  const [first] = moviesInOrder(backend);
  await rowWith('Movies', first?.title ?? '');
  return rendered;
}

describe('progressive loading of a library list', () => {
  it('asks only for the first page until a later page is opened, then for what that page needs', async () => {
    const held = backend.control.hold('GET', MOVIES, pageStarting(25));
    const { user } = await openMovies();

    // The pager knows the whole list from the first answer; nothing else is read in the background.
    expect(screen.getByText('Show 1 to 25 of 100 entries')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pagesAsked(backend, MOVIES)).toEqual([{ start: '0', length: '25' }]);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading movies: 25 of 100');
    held.release();
    const second = moviesInOrder(backend)[25];
    await rowWith('Movies', second?.title ?? '');
    expect(screen.getByText('Show 26 to 50 of 100 entries')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pagesAsked(backend, MOVIES)).toEqual([
      { start: '0', length: '25' },
      { start: '25', length: '25' },
    ]);
  });

  it('reads the whole list, one page at a time, once the filter bar is used', async () => {
    const held = backend.control.hold('GET', MOVIES, pageStarting(50));
    const { user } = await openMovies();
    await user.click(screen.getByRole('textbox', { name: 'Filter' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Loading movies: 50 of 100');
    expect(pagesAsked(backend, MOVIES)).toEqual([
      { start: '0', length: '25' },
      { start: '25', length: '25' },
    ]);

    held.release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(pagesAsked(backend, MOVIES)).toEqual(
      [0, 25, 50, 75].map((start) => ({ start: String(start), length: '25' })),
    );
  });

  it('stops at a failed background page, keeps the rows it has, and resumes on Retry', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/movies', ({ request }) => {
        if (startOf(request) !== '50' || failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json('Radarr is unreachable', { status: 502 });
      }),
    );
    const { user } = await openMovies();
    await user.click(screen.getByRole('textbox', { name: 'Filter' }));

    expect(await screen.findByText('Error 502: Radarr is unreachable')).toBeInTheDocument();
    expect(screen.getByText('Show 1 to 25 of 50 entries')).toBeInTheDocument();
    expect(pagesAsked(backend, MOVIES).map((page) => page.start)).toEqual(['0', '25']);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Show 1 to 25 of 100 entries')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Error 502: Radarr is unreachable')).not.toBeInTheDocument(),
    );
    expect(pagesAsked(backend, MOVIES).map((page) => page.start)).toEqual(['0', '25', '50', '75']);
  });
});
