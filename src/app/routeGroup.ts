import type { ComponentType } from 'react';
import { pageNotLoaded } from '../components/errors/PartNotLoaded';
import { lazyNamed, type LazyComponent } from '../lib/lazyNamed';

/** What a route group module (src/pages/<group>/routes.tsx) exports. */
export interface RouteGroupModule {
  default: ComponentType;
  /** Starts loading the page of a path below the group ('12' for /series/12) when it has its own chunk. */
  preloadPage?: (rest: string) => Promise<unknown> | undefined;
}

export type RouteGroup = LazyComponent<object> & {
  /** Loads the group and the page of `rest` (the path below the group), to render them without suspending. */
  preloadPath: (rest: string) => Promise<unknown>;
  /** Whether `preloadPath(rest)` has finished: the page then renders at once. */
  isPathLoaded: (rest: string) => boolean;
};

/** A route group in its own chunk, named `chunk` (see ROUTE_MODULES). */
export function routeGroup(load: () => Promise<RouteGroupModule>, chunk: string): RouteGroup {
  const component = lazyNamed(() => load().then((module) => module.default), {
    chunk,
    fallback: pageNotLoaded,
  });
  const loadedPaths = new Set<string>();
  const preloadPath = async (rest: string) => {
    await component.preload();
    const module = await load();
    await module.preloadPage?.(rest);
    loadedPaths.add(rest);
  };
  return Object.assign(component, {
    preloadPath,
    isPathLoaded: (rest: string) => loadedPaths.has(rest),
  });
}
