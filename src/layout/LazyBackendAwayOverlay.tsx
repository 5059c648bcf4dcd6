import { Suspense } from 'react';
import { useAppSelector } from '../lib/hooks';
import { lazyNamed } from '../lib/lazyNamed';
import { selectBackendAction } from './uiSlice';

// Shown only after Restart, Shutdown or a restore: not part of the first visit's code.
const BackendAwayOverlay = lazyNamed(() =>
  import(/* webpackChunkName: "backend-away" */ './BackendAwayOverlay').then(
    (module) => module.BackendAwayOverlay,
  ),
);

/**
 * Loads the overlay's code while Bazarr still answers: call it when the user is about to restart or stop it (and
 * await it before asking), since no chunk loads once Bazarr is away. A failure is left to the overlay's fallback.
 */
export function prepareBackendAwayOverlay(): Promise<unknown> {
  return BackendAwayOverlay.preload().catch(() => undefined);
}

/** Covers the app while Bazarr restarts or after it was shut down (BackendAwayOverlay.tsx). */
export function LazyBackendAwayOverlay() {
  const action = useAppSelector(selectBackendAction);
  if (action === null) return null;
  return (
    <Suspense fallback={null}>
      <BackendAwayOverlay />
    </Suspense>
  );
}
