import { INITIAL_LIST_STATE, NO_FILTERS } from '../../features/library/listState/listState';
import { listStateParams } from '../../features/library/listState/listStateUrl';
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
 * The wanted list's 'Missing language' filter (`?lang=fr`, items missing French in any variant, HI or forced),
 * added beside this page (issue #19 item 4). A wanted list without that filter ignores the parameter and shows
 * everything wanted.
 */
const WANTED_LANGUAGE_PARAM = 'lang';

/**
 * Where a number of the dashboard leads: the closest filtered list the app has. The library lists do not filter by
 * subtitle language, and the wanted lists not by profile, so:
 * - missing, whole library: the wanted list, filtered to the language's code (`code2`);
 * - missing, one profile (or none): the series or movies of that profile that miss subtitles;
 * - a file or an embedded track: the series or movies of the scope's profile (all of them for the whole library).
 */
export function coverageLink(
  kind: CoverageKind,
  scope: CoverageScope,
  state: CoverageState,
  code2: string,
): string {
  if (state === 'missing' && scope === 'all') {
    const path = kind === 'episodes' ? '/wanted/series' : '/wanted/movies';
    return `${path}?${new URLSearchParams({ [WANTED_LANGUAGE_PARAM]: code2 }).toString()}`;
  }
  return libraryList(kind, scope, state === 'missing');
}
