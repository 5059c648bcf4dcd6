import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MovieDetailPage } from '../../../src/pages/movies/detail/MovieDetailPage';
import { renderWithProviders, type RenderOptions } from '../../support/render';

/** Demo library facts the movie tests rely on (seed 'small'). */
/** Profile 'English + French': a French file, English missing. */
export const SPIRITED_AWAY = { id: 7, title: 'Spirited Away' };
/** Profile 'English + French': English embedded, English and French files. */
export const PARASITE = { id: 8, title: 'Parasite' };
/** Has a blacklisted download in its history. */
export const AMELIE = { id: 1, title: 'Amélie' };
/** Has no language profile. */
export const NO_PROFILE_MOVIE = { id: 16, title: 'Pulp Fiction' };

/** The movie page at /movies/{id}, with stand-ins for where it may lead. */
export function renderMoviePage(id: number | string, options: RenderOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/movies/:id" element={<MovieDetailPage />} />
      <Route path="/movies/edit" element={<p>Movies mass editor</p>} />
      <Route path="/not-found" element={<p>Not found page</p>} />
    </Routes>,
    { route: `/movies/${id}`, ...options },
  );
}

export async function findMovieToolbar() {
  return within(await screen.findByRole('toolbar', { name: 'Movie actions' }));
}

/** The row of the subtitle table whose language chip has this accessible name. */
export async function findSubtitleRow(chipName: string) {
  const table = await screen.findByRole('table', { name: 'Subtitles' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('img', { name: chipName }) !== null);
  if (!row) throw new Error(`No subtitle row for ${chipName}`);
  return row;
}
