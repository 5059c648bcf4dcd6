/**
 * "Bazarr (or the network) is back": the socket reconnected after being away, or the browser went online again.
 * Parts of the app whose code did not load while it was away try again then (LatePartBoundary).
 */
const listeners = new Set<() => void>();

/** Told by the realtime connection when it is online again after having been away. */
export function signalBackAgain(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` each time the backend or the network is back; returns the unsubscribe. */
export function onBackAgain(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
  };
}
