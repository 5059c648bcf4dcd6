import { lazy, useState, type ComponentType } from 'react';
import { FIRST_SCREENS } from '../boot/routeChunks';
import { loadLaterRecipes } from './recipesOnDemand';

/** A component in its own chunk, which can start loading before it is first rendered. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the chunk (once); rendering after it arrived does not suspend. */
  preload: () => Promise<unknown>;
};

/**
 * Waits before each new attempt at a chunk that did not load: Bazarr serves the chunks, so while it restarts
 * (or the network drops) they fail for a while. About 30 s in all, then the error goes to the error boundary.
 */
export const CHUNK_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000];

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
   * recipes of the components only dialogs, forms and later pages render (src/app/recipesOnDemand.ts), which every
   * other component loaded on demand does.
   */
  chunk?: string;
}

/**
 * A component exported by name (our pages are) in its own chunk:
 * `lazyNamed(() => import('./detail/SeriesDetailPage').then((module) => module.SeriesDetailPage))`.
 * Until its chunk has arrived it suspends (render it inside a Suspense; the layout has one around every page).
 * Once `preload()`ed and arrived, it renders at once: a Suspense fallback would also hold the page back for
 * React's 300 ms reveal throttle. A chunk that does not arrive is tried again (CHUNK_RETRY_DELAYS_MS); after the
 * last attempt the error goes to the error boundary, and a later `preload()` starts over.
 */
export function lazyNamed<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { chunk }: LazyOptions = {},
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
        throw error;
      },
    ));
  const Suspending = lazy(async () => ({ default: await preload() }));

  function LazyNamed(props: Props) {
    // Chosen once per mount: switching component types later would remount the page and lose its state.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(LazyNamed, { preload });
}
