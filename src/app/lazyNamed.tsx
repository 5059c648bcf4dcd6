import { lazy, useState, type ComponentType } from 'react';

/** A component in its own chunk, which can start loading before it is first rendered. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the chunk (once); rendering after it arrived does not suspend. */
  preload: () => Promise<unknown>;
};

/**
 * A component exported by name (our pages are) in its own chunk:
 * `lazyNamed(() => import('./detail/SeriesDetailPage').then((module) => module.SeriesDetailPage))`.
 * Until its chunk has arrived it suspends (render it inside a Suspense; the layout has one around every page).
 * Once `preload()`ed and arrived, it renders at once: a Suspense fallback would also hold the page back for
 * React's 300 ms reveal throttle.
 */
export function lazyNamed<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(async () => ({ default: await preload() }));

  function LazyNamed(props: Props) {
    // Chosen once per mount: switching component types later would remount the page and lose its state.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(LazyNamed, { preload });
}
