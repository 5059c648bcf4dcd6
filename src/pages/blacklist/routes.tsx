import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import BlacklistEpisodesPage from './BlacklistEpisodesPage';
import BlacklistMoviesPage from './BlacklistMoviesPage';

/** The blacklist group: /blacklist/series and /blacklist/movies. */
export default function BlacklistRoutes() {
  return (
    <Routes>
      <Route path="series" element={<BlacklistEpisodesPage />} />
      <Route path="movies" element={<BlacklistMoviesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
