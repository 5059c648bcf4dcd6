import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { MovieDetailPage } from './detail/MovieDetailPage';
import { MoviesIndexPage } from './index/MoviesIndexPage';
import { MoviesMassEditPage } from './index/MoviesMassEditPage';

/** The movies group: the list, its mass editor (hidden from the navigation) and one movie. */
export default function MoviesRoutes() {
  return (
    <Routes>
      <Route index element={<MoviesIndexPage />} />
      <Route path="edit" element={<MoviesMassEditPage />} />
      <Route path=":id" element={<MovieDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
