import { useSyncExternalStore } from 'react';

/**
 * How much of a result fits a row: 'narrow' (below md, phones: the release and the download action, the other
 * facts under the release), 'medium' (below lg: no HI, Forced and Uploader columns) or 'wide' (every column).
 */
export type ResultLayout = 'narrow' | 'medium' | 'wide';

// Chakra's md (48rem) and lg (64rem) breakpoints.
const BELOW_MD = '(max-width: 47.99rem)';
const BELOW_LG = '(max-width: 63.99rem)';

function subscribe(onChange: () => void): () => void {
  const queries = [BELOW_MD, BELOW_LG].map((query) => window.matchMedia(query));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

function currentLayout(): ResultLayout {
  if (window.matchMedia(BELOW_MD).matches) return 'narrow';
  return window.matchMedia(BELOW_LG).matches ? 'medium' : 'wide';
}

/** The result layout for the window's width, following its changes (a phone turned sideways). */
export function useResultLayout(): ResultLayout {
  return useSyncExternalStore(subscribe, currentLayout, () => 'wide');
}
