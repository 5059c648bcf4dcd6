import type { Backend } from '../../../api/backend/capabilities';

/** How long Bazarr 1.5.7+ keeps a manual search's results (subtitles/cache.py: one hour). */
export const RESULTS_KEPT_MS = 60 * 60 * 1000;

/** Results this close to their end are searched again too: the download itself takes a moment to reach Bazarr. */
const MARGIN_MS = 60 * 1000;

export const EXPIRED_RESULTS =
  'These results are more than an hour old and Bazarr no longer keeps them: searched again, choose again.';
export const RESTARTED_RESULTS =
  'Bazarr restarted since this search and forgot its results: searched again, choose again.';

/**
 * Why results read at `searchedAt` can no longer be downloaded from this Bazarr, or null when they can: too old,
 * or Bazarr started (`startTime`, epoch seconds) after them. Only Bazarrs that keep results a while (1.5.7+).
 */
export function staleResultsReason(
  backend: Pick<Backend, 'searchResultsExpire'>,
  searchedAt: number,
  startTime: number | null,
  now: number,
): string | null {
  if (!backend.searchResultsExpire) return null;
  if (now - searchedAt > RESULTS_KEPT_MS - MARGIN_MS) return EXPIRED_RESULTS;
  if (startTime !== null && startTime * 1000 > searchedAt) return RESTARTED_RESULTS;
  return null;
}
