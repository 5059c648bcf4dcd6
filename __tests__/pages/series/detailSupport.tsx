import { within, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SeriesDetailPage } from '../../../src/pages/series/detail/SeriesDetailPage';
import { renderWithProviders, type RenderOptions } from '../../support/render';

/** Demo library facts the series tests rely on (seed 'small'). */
export const BREAKING_BAD = { id: 1, title: 'Breaking Bad', latestSeason: 2, latestEpisodes: 11 };
/** Has no language profile. */
export const NO_PROFILE_SERIES = { id: 9, title: 'Le Bureau des Légendes' };

/** The series page at /series/{id}, with stand-ins for where it may lead. */
export function renderSeriesPage(id: number | string, options: RenderOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/series/:id" element={<SeriesDetailPage />} />
      <Route path="/series/edit" element={<p>Series mass editor</p>} />
      <Route path="/not-found" element={<p>Not found page</p>} />
    </Routes>,
    { route: `/series/${id}`, ...options },
  );
}

/** The toolbar of the page, once the series is shown. */
export async function findToolbar() {
  return within(await screen.findByRole('toolbar', { name: 'Series actions' }));
}

/** The row of an episode in the season table that shows it. */
export async function findEpisodeRow(season: number, episodeTitle: string) {
  const table = await screen.findByRole('table', { name: `Season ${season}` });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(episodeTitle) !== null);
  if (!row) throw new Error(`No row for ${episodeTitle}`);
  return row;
}
