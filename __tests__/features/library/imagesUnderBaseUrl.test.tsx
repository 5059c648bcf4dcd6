import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { createDemoBackend } from '../../../src/demo/core/backend';
import { MovieDetailPage } from '../../../src/pages/movies/detail/MovieDetailPage';
import { MoviesIndexPage } from '../../../src/pages/movies/index/MoviesIndexPage';
import { SeriesDetailPage } from '../../../src/pages/series/detail/SeriesDetailPage';
import { createDemoHandlers } from '../../support/demoHandlers';
import { renderWithProviders, TEST_API_KEY } from '../../support/render';
import { allowBusyMachine } from './libraryTestKit';
import { forgetListDefaults } from './listStateKit';

// Bazarr under /bazarr: its API already puts the base URL in front of image paths (api-samples/ENDPOINTS.md).
const backend = createDemoBackend({ size: 'small', apiKey: TEST_API_KEY, baseUrl: '/bazarr' });
const server = setupServer(...createDemoHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
allowBusyMachine();
forgetListDefaults();

const environment = { baseUrl: 'http://localhost/bazarr' };

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/movies" element={<MoviesIndexPage />} />
      <Route path="/movies/:id" element={<MovieDetailPage />} />
      <Route path="/series/:id" element={<SeriesDetailPage />} />
    </Routes>,
    { route, environment },
  );
}

describe('images under a base URL', () => {
  it('loads posters of the poster view from the paths Bazarr gives, without a second base URL', async () => {
    const [first] = backend.state.movieOrder;
    renderAt('/movies?view=posters');
    const grid = await screen.findByRole('list', { name: 'Movies posters' });
    const card = await waitFor(() => {
      const [link] = within(grid).getAllByRole('link');
      expect(link).toBeDefined();
      return link;
    });
    expect(card?.querySelector('img')).toHaveAttribute(
      'src',
      `/bazarr/images/movies/MediaCover/${first}/poster-500.jpg`,
    );
  });

  it('shows the poster of a series and of a movie page from the paths Bazarr gives', async () => {
    const { unmount } = renderAt('/series/1');
    const series = await screen.findByRole('region', { name: 'Overview' });
    expect(await within(series).findByRole('img', { name: /poster$/ })).toHaveAttribute(
      'src',
      '/bazarr/images/series/MediaCover/1/poster-250.jpg',
    );
    unmount();

    const [movieId] = backend.state.movieOrder;
    renderAt(`/movies/${movieId}`);
    const movie = await screen.findByRole('region', { name: 'Overview' });
    expect(await within(movie).findByRole('img', { name: /poster$/ })).toHaveAttribute(
      'src',
      `/bazarr/images/movies/MediaCover/${movieId}/poster-500.jpg`,
    );
  });
});
