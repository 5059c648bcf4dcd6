import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import WantedEpisodesPage from './WantedEpisodesPage';
import WantedMoviesPage from './WantedMoviesPage';

/** The wanted group: /wanted/series and /wanted/movies (the shell hides them per enabled manager). */
export default function WantedRoutes() {
  return (
    <Routes>
      <Route path="series" element={<WantedEpisodesPage />} />
      <Route path="movies" element={<WantedMoviesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
