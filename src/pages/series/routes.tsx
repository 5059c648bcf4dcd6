import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { SeriesDetailPage } from './detail/SeriesDetailPage';
import { SeriesIndexPage } from './index/SeriesIndexPage';
import { SeriesMassEditPage } from './index/SeriesMassEditPage';

/** The series group: the list, its mass editor (hidden from the navigation) and one series. */
export default function SeriesRoutes() {
  return (
    <Routes>
      <Route index element={<SeriesIndexPage />} />
      <Route path="edit" element={<SeriesMassEditPage />} />
      <Route path=":id" element={<SeriesDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
