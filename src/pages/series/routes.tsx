import { Route, Routes } from 'react-router-dom';
import { pageNotLoaded } from '../../components/errors/PartNotLoaded';
import { lazyNamed } from '../../lib/lazyNamed';
import { NotFoundPage } from '../errors/NotFoundPage';
import { SeriesIndexPage } from './index/SeriesIndexPage';

// The list comes with the group; the detail page (subtitle tools, uploads, manual search) and the mass editor
// are their own chunks, loaded when first opened (the layout's Suspense shows the page loader meanwhile).
const SeriesDetailPage = lazyNamed(
  () =>
    import(/* webpackChunkName: "series-detail" */ './detail/SeriesDetailPage').then(
      (module) => module.SeriesDetailPage,
    ),
  { chunk: 'series-detail', fallback: pageNotLoaded },
);
const SeriesMassEditPage = lazyNamed(
  () =>
    import(/* webpackChunkName: "series-edit" */ './index/SeriesMassEditPage').then(
      (module) => module.SeriesMassEditPage,
    ),
  { fallback: pageNotLoaded },
);

/** Loads the page of a path below /series before the group renders (see src/app/routeModules.ts). */
export function preloadPage(rest: string): Promise<unknown> | undefined {
  if (rest === 'edit') return SeriesMassEditPage.preload();
  if (/^\d+$/.test(rest)) return SeriesDetailPage.preload();
  return undefined;
}

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
