import { Route, Routes } from 'react-router-dom';
import { pageNotLoaded } from '../../components/errors/PartNotLoaded';
import { lazyNamed } from '../../lib/lazyNamed';
import { NotFoundPage } from '../errors/NotFoundPage';
import { MoviesIndexPage } from './index/MoviesIndexPage';

// The list comes with the group; the detail page and the mass editor are their own chunks (see series).
const MovieDetailPage = lazyNamed(
  () =>
    import(/* webpackChunkName: "movie-detail" */ './detail/MovieDetailPage').then(
      (module) => module.MovieDetailPage,
    ),
  { chunk: 'movie-detail', fallback: pageNotLoaded },
);
const MoviesMassEditPage = lazyNamed(
  () =>
    import(/* webpackChunkName: "movies-edit" */ './index/MoviesMassEditPage').then(
      (module) => module.MoviesMassEditPage,
    ),
  { fallback: pageNotLoaded },
);

/** Loads the page of a path below /movies before the group renders (see src/app/routeModules.ts). */
export function preloadPage(rest: string): Promise<unknown> | undefined {
  if (rest === 'edit') return MoviesMassEditPage.preload();
  if (/^\d+$/.test(rest)) return MovieDetailPage.preload();
  return undefined;
}

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
