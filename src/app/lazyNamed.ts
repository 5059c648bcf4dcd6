import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a component exported by name (our pages are), so that it gets its own chunk:
 * `lazyNamed(() => import('./detail/SeriesDetailPage').then((module) => module.SeriesDetailPage))`.
 * Render it inside a Suspense (the layout has one around every page).
 */
export function lazyNamed<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await load() }));
}
