import { INITIAL_LIST_STATE, NO_FILTERS } from '../library/listState/listState';
import { listStateParams } from '../library/listState/listStateUrl';
import type { CoverageScope, CoverageState } from './coverageCounts';

export type CoverageKind = 'episodes' | 'movies';

/** A library list (/series, /movies) with the profile of the scope and, optionally, 'missing subtitles: yes'. */
function libraryList(kind: CoverageKind, scope: CoverageScope, missing: boolean): string {
  const path = kind === 'episodes' ? '/series' : '/movies';
  const params = listStateParams({
    ...INITIAL_LIST_STATE,
    filters: {
      ...NO_FILTERS,
      profile: scope === 'all' ? null : scope,
      missing: missing ? 'yes' : null,
    },
  });
  // The list's own remembered view applies, not the initial state's.
  params.delete('view');
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * Where a number of the dashboard leads: the closest filtered list the app has. No list filters by subtitle
 * language, so:
 * - missing, whole library: the wanted list (every item missing something, its languages as chips);
 * - missing, one profile: the series or movies of that profile that miss subtitles (the wanted lists have no
 *   profile filter);
 * - a file or an embedded track: the series or movies of the scope's profile (all of them for the whole library).
 */
export function coverageLink(
  kind: CoverageKind,
  scope: CoverageScope,
  state: CoverageState,
): string {
  if (state === 'missing' && scope === 'all')
    return kind === 'episodes' ? '/wanted/series' : '/wanted/movies';
  return libraryList(kind, scope, state === 'missing');
}
