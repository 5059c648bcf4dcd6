import { Route, Routes } from 'react-router-dom';
import { pageNotLoaded } from '../../components/errors/PartNotLoaded';
import { lazyNamed } from '../../lib/lazyNamed';
import { NotFoundPage } from '../errors/NotFoundPage';
import EpisodeHistoryPage from './EpisodeHistoryPage';
import MovieHistoryPage from './MovieHistoryPage';

// The chart library is only needed here: its own chunk, loaded when the statistics are opened
// (the layout's Suspense shows the page loader meanwhile).
const StatisticsPage = lazyNamed(
  () =>
    import(/* webpackChunkName: "history-stats" */ './stats/StatisticsPage').then(
      (module) => module.default,
    ),
  { fallback: pageNotLoaded },
);

/** The history group: /history/series, /history/movies and /history/stats. */
export default function HistoryRoutes() {
  return (
    <Routes>
      <Route path="series" element={<EpisodeHistoryPage />} />
      <Route path="movies" element={<MovieHistoryPage />} />
      <Route path="stats" element={<StatisticsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
