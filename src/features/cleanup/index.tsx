import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import type { LibraryCleanupProps } from './LibraryCleanup';

// Clean-up by rule (issue #19 item 3) loads on first use: its own chunk, not the page's.
const SeriesCleanup = lazyNamed(() =>
  import('./LibraryCleanup').then((module) => module.SeriesCleanup),
);
const MoviesCleanup = lazyNamed(() =>
  import('./LibraryCleanup').then((module) => module.MoviesCleanup),
);

export interface CleanupProps extends LibraryCleanupProps {
  type: 'series' | 'movie';
}

/**
 * The 'Clean Up Subtitles' modal over series (all their episodes) or movies; mount it while open:
 * `{open && <LibraryCleanup type="movie" ids={[movie.radarrId]} onClose={close} />}`. Until its chunk has
 * arrived it shows nothing (the page stays as it is).
 */
export function LibraryCleanup({ type, ...props }: CleanupProps) {
  const Cleanup = type === 'series' ? SeriesCleanup : MoviesCleanup;
  return (
    <Suspense fallback={null}>
      <Cleanup {...props} />
    </Suspense>
  );
}

/** Starts loading the chunk (e.g. when the menu that offers it opens). */
export const preloadCleanup = () => SeriesCleanup.preload();
