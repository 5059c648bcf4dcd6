import { pageOf } from '../manifest/routeManifest';

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

const byIdPath = (path: string, key: string, id: string) =>
  `${path}?${new URLSearchParams([[`${key}[]`, id]])}`;

/** The address below the base URL: its route group and the path segments below it. */
export function addressParts(pathname: string, baseUrl: string) {
  const path = baseUrl && pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  const [group = '', ...rest] = path.replace(/^\/+|\/+$/g, '').split('/');
  return { group, rest };
}

/**
 * What the page at this address asks for first, spelled as the API layer spells it (a test holds the two
 * together; the manifest says what each page asks for). Addresses with a query (another page, a filter) or deeper than these are left to the page.
 */
export function earlyRequests(pathname: string, search: string, baseUrl: string): EarlyRequests {
  const {
    group,
    rest: [below = '', ...deeper],
  } = addressParts(pathname, baseUrl);
  const paths = ['system/settings'];
  if (deeper.length > 0 || search.replace(/^\?/, '') !== '') return { paths };
  // The page's first data, as its manifest entry declares it (src/manifest/routeManifest.ts).
  const { list, byId = [], also = [] } = pageOf(group, below)?.firstData ?? {};
  for (const [path, key] of byId) paths.push(byIdPath(path, key, below));
  paths.push(...also);
  return list ? { paths, firstPageOf: list } : { paths };
}
