/** What the page at an address asks for first, as paths under {base}/api/. */
export interface EarlyRequests {
  /** Asked for at once. */
  paths: string[];
  /** A list whose first page needs the page size of the settings: asked for once they answer. */
  firstPageOf?: string;
}

/** The first page of a list, as the lists ask for it (usePagedQuery, useLibraryIds). */
export const firstPagePath = (list: string, pageSize: number) =>
  `${list}?${new URLSearchParams({ start: '0', length: String(pageSize) })}`;

const byId = (path: string, key: string, id: string) =>
  `${path}?${new URLSearchParams([[`${key}[]`, id]])}`;

const LISTS: Record<string, Record<string, string>> = {
  series: { '': 'series' },
  movies: { '': 'movies' },
  wanted: { series: 'episodes/wanted', movies: 'movies/wanted' },
  history: { series: 'episodes/history', movies: 'movies/history' },
};

/**
 * Pages that are not lists, by route group and the page below it ('*': every page of the group), and the resources
 * their first screen waits for. Every settings screen edits the settings together with the languages and the
 * language profiles, and waits for Bazarr's version (which keys it shows depends on it); each System page reads
 * one or two resources. Asked by the page only once its code has loaded and run, they would start a round trip
 * (and, on a slow line, much more) after that.
 */
const PAGE_READS: Record<string, Record<string, string[]>> = {
  settings: { '*': ['system/languages', 'system/languages/profiles', 'system/status'] },
  system: {
    tasks: ['system/tasks'],
    status: ['system/status', 'system/health'],
    providers: ['providers'],
    backup: ['system/backups'],
    logs: ['system/logs'],
    releases: ['system/releases'],
    announcements: ['system/announcements'],
  },
};

/** The address below the base URL: its route group and the path segments below it. */
export function addressParts(pathname: string, baseUrl: string) {
  const path = baseUrl && pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  const [group = '', ...rest] = path.replace(/^\/+|\/+$/g, '').split('/');
  return { group, rest };
}

/**
 * What the page at this address asks for first, spelled as the API layer spells it (a test holds the two
 * together). Addresses with a query (another page, a filter) or deeper than these are left to the page.
 */
export function earlyRequests(pathname: string, search: string, baseUrl: string): EarlyRequests {
  const {
    group,
    rest: [below = '', ...deeper],
  } = addressParts(pathname, baseUrl);
  const paths = ['system/settings'];
  if (deeper.length > 0 || search.replace(/^\?/, '') !== '') return { paths };
  const reads = PAGE_READS[group];
  const pageReads = reads?.['*'] ?? reads?.[below];
  if (pageReads) return { paths: [...paths, ...pageReads] };
  const list = LISTS[group]?.[below];
  if (list) {
    if (group === 'series' || group === 'movies') paths.push('system/languages/profiles');
    return { paths, firstPageOf: list };
  }
  if (!/^\d+$/.test(below)) return { paths };
  if (group === 'series')
    paths.push(
      byId('episodes', 'seriesid', below),
      byId('series', 'seriesid', below),
      'system/languages/profiles',
    );
  if (group === 'movies')
    paths.push(byId('movies', 'radarrid', below), 'system/languages/profiles');
  return { paths };
}
