/**
 * Helpers of the list state tests: an index page rendered with a route table (so links and Back work), the
 * address shown for assertions, and the demo library's items as the filters should see them.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { DemoBackend } from '../../../src/demo/core/backend';
import { languageInfo } from '../../../src/demo/core/state/languages';
import { MoviesIndexPage } from '../../../src/pages/movies/index/MoviesIndexPage';
import { SeriesIndexPage } from '../../../src/pages/series/index/SeriesIndexPage';
import { renderWithProviders } from '../../support/render';
import { moviesInOrder, seriesInOrder } from './libraryTestKit';

/** The current address, to assert on. */
function LocationSpy() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Stands for a detail page: a Back button. */
function DetailStandIn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

/** Renders /series and /movies (and a stand-in detail page) at `route`. */
export function renderLists(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/series" element={<SeriesIndexPage />} />
        <Route path="/movies" element={<MoviesIndexPage />} />
        <Route path="/series/:id" element={<DetailStandIn />} />
        <Route path="/movies/:id" element={<DetailStandIn />} />
      </Routes>
      <LocationSpy />
    </>,
    { route },
  );
}

/** The address the test router is at ('/movies?missing=yes'). */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';

/** The query of the current address as a plain object. */
export const currentQuery = () =>
  Object.fromEntries(new URLSearchParams(currentLocation().split('?')[1] ?? ''));

/** Every item on one page: the lists load everything in their first request. */
export function showAllOnOnePage(backend: DemoBackend) {
  const general = backend.state.settings.general;
  if (!general) throw new Error('The demo settings have no general section');
  general.page_size = 200;
}

export function demoMovies(backend: DemoBackend) {
  return moviesInOrder(backend).map((movie) => ({
    ...movie,
    missing: backend.derived.movie(movie.id).length,
    audioNames: movie.audio.map((code) => languageInfo(code).name),
  }));
}

export function demoSeries(backend: DemoBackend) {
  return seriesInOrder(backend).map((series) => ({
    ...series,
    missing: backend.derived.missingEpisodeCount(series.id),
    audioNames: series.audio.map((code) => languageInfo(code).name),
  }));
}

/** Forgets what the lists remembered in this browser (the tests of a file share one jsdom). */
export function forgetListDefaults() {
  beforeEach(() => window.localStorage.clear());
}

/** A filter select, shown or not (phones, as jsdom counts, show them behind 'Filters'). */
export const filterSelect = (name: string) =>
  screen.getByRole('combobox', { name, hidden: true }) as HTMLSelectElement;

/** Chooses an option of a filter select as a user does, opening the filters first on a phone. */
export async function chooseFilter(user: UserEvent, name: string, option: string) {
  const toggle = screen.queryByRole('button', { name: /^Filters/, expanded: false });
  if (toggle) await user.click(toggle);
  await user.selectOptions(await screen.findByRole('combobox', { name }), option);
}
