import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { FIRST_SCREENS } from '../boot/routeChunks';
import { LatePartBoundary } from './LatePartBoundary';
import { LateLoadError } from './lateLoadError';
import { loadLaterRecipes } from '../styles/recipesOnDemand';

/** A component in its own chunk, which can start loading before it is first rendered. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the chunk (once); rendering after it arrived does not suspend. */
  preload: () => Promise<unknown>;
};

/**
 * Waits before each new attempt at a chunk that did not load (a dropped request, Bazarr restarting). A few
 * seconds in all: then the part shows its fallback, and tries again when Bazarr is back (LatePartBoundary).
 */
export const CHUNK_RETRY_DELAYS_MS = [1000, 2000];

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (const delay of CHUNK_RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}

export interface LazyOptions {
  /**
   * The chunk's webpackChunkName. A first screen (a list's or an item's: FIRST_SCREENS) does not wait for the
   * recipes of the components only dialogs, forms and later pages render (src/styles/recipesOnDemand.ts), which every
   * other component loaded on demand does.
   */
  chunk?: string;
  /** Shown in its place while its code cannot load (nothing by default); `retry` asks for it again. */
  fallback?: (retry: () => void) => ReactNode;
}

/**
 * A component exported by name (our pages are) in its own chunk:
 * `lazyNamed(() => import('./detail/SeriesDetailPage').then((module) => module.SeriesDetailPage))`.
 * Until its chunk has arrived it suspends (render it inside a Suspense; the layout has one around every page).
 * Once `preload()`ed and arrived, it renders at once: a Suspense fallback would also hold the page back for
 * React's 300 ms reveal throttle. A chunk that does not arrive is tried again (CHUNK_RETRY_DELAYS_MS); after the
 * last attempt the part shows `fallback` instead of taking the page down, and a later `preload()`, a retry or
 * Bazarr coming back starts over.
 */
export function lazyNamed<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { chunk, fallback }: LazyOptions = {},
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadStyled =
    chunk !== undefined && FIRST_SCREENS.has(chunk)
      ? load
      : () => Promise.all([load(), loadLaterRecipes()]).then(([component]) => component);
  const preload = () =>
    (loading ??= withRetries(loadStyled).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw new LateLoadError(error);
      },
    ));
  const suspendingLoad = () => lazy(async () => ({ default: await preload() }));
  let suspending = suspendingLoad();
  // React.lazy keeps its failure (and must, until the boundary has caught it): a retry takes a fresh one.
  const renew = () => {
    if (!loaded && !loading) suspending = suspendingLoad();
  };

  function Attempt(props: Props) {
    // Chosen once per mount: switching component types later would remount the page and lose its state.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? suspending);
    return <Component {...props} />;
  }
  function LazyNamed(props: Props) {
    const [arrived] = useState(() => loaded !== undefined);
    if (arrived) return <Attempt {...props} />;
    return (
      <LatePartBoundary fallback={fallback} onRetry={renew}>
        <Attempt {...props} />
      </LatePartBoundary>
    );
  }
  return Object.assign(LazyNamed, { preload });
}
