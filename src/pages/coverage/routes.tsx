import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { CoveragePage } from './CoveragePage';

/** The coverage group: one page, /coverage (its chunk also holds the chart kit, shared with the statistics). */
export default function CoverageRoutes() {
  return (
    <Routes>
      <Route index element={<CoveragePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
