/**
 * What the side-by-side pages need to know of the backend they run against (the demo or a real Bazarr), read
 * through its API as a browser would: which movie and series to open, what the status and releases pages show
 * first, and which lists have rows at all (an empty list has no first row to wait for).
 */
export interface PageFacts {
  /** The series with the most episodes, and its latest season (ours opens it first). */
  longSeries?: { id: number; latestSeason?: number };
  movie?: { id: number; title: string };
  /** Bazarr's version, the status page's first value. */
  version?: string;
  /** The newest release's name, the releases page's first card. */
  release?: string;
  /** How many rows each list the pages show holds (by its API path). */
  rows: Record<string, number>;
}

/** The lists whose pages wait for a first row: each page is left out when its list is empty. */
export const COUNTED_LISTS = [
  'system/tasks',
  'system/providers',
  'system/backups',
  'system/logs',
  'system/announcements',
  'episodes/blacklist',
  'movies/blacklist',
  'episodes/history',
  'movies/history',
  'episodes/wanted',
  'movies/wanted',
  'history/stats',
] as const;

type Json = Record<string, unknown>;

async function getJson(base: string, apiKey: string, path: string): Promise<unknown> {
  const response = await fetch(new URL(`api/${path}`, base), {
    headers: { 'X-API-KEY': apiKey, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET api/${path}: HTTP ${response.status}`);
  return response.json();
}

function dataOf(body: unknown): Json[] {
  const data = body && typeof body === 'object' && 'data' in body ? body.data : body;
  return Array.isArray(data) ? data.filter((item): item is Json => typeof item === 'object') : [];
}

/** A list's row count: its `total` when it pages, the length of its data otherwise. */
function countOf(body: unknown): number {
  if (body && typeof body === 'object' && 'total' in body && typeof body.total === 'number')
    return body.total;
  if (body && typeof body === 'object' && 'series' in body && Array.isArray(body.series))
    return body.series.length;
  return dataOf(body).length;
}

const LIST_PATHS: Record<(typeof COUNTED_LISTS)[number], string> = {
  'system/tasks': 'system/tasks',
  'system/providers': 'providers',
  'system/backups': 'system/backups',
  'system/logs': 'system/logs',
  'system/announcements': 'system/announcements',
  'episodes/blacklist': 'episodes/blacklist?start=0&length=1',
  'movies/blacklist': 'movies/blacklist?start=0&length=1',
  'episodes/history': 'episodes/history?start=0&length=1',
  'movies/history': 'movies/history?start=0&length=1',
  'episodes/wanted': 'episodes/wanted?start=0&length=1',
  'movies/wanted': 'movies/wanted?start=0&length=1',
  // Episodes' downloads per day over the last month: the chart draws bars only when there are some.
  'history/stats': 'history/stats?timeFrame=month&action=All&provider=All&language=All',
};

async function longestSeries(base: string, apiKey: string): Promise<PageFacts['longSeries']> {
  const series = dataOf(await getJson(base, apiKey, 'series?start=0&length=-1'));
  let best: Json | undefined;
  for (const item of series)
    if (!best || Number(item.episodeFileCount) > Number(best.episodeFileCount)) best = item;
  const id = Number(best?.sonarrSeriesId);
  if (!Number.isInteger(id)) return undefined;
  const episodes = dataOf(await getJson(base, apiKey, `episodes?seriesid[]=${id}`));
  const seasons = episodes.map((episode) => Number(episode.season)).filter(Number.isFinite);
  return { id, latestSeason: seasons.length > 0 ? Math.max(...seasons) : undefined };
}

/** Reads the facts; a list that cannot be read counts as empty (its page is left out, and the log says why). */
export async function readPageFacts(base: string, apiKey: string): Promise<PageFacts> {
  const read = <T>(action: () => Promise<T>) => action().catch(() => undefined);
  const status = await read(() => getJson(base, apiKey, 'system/status'));
  const statusData = status && typeof status === 'object' && 'data' in status ? status.data : {};
  const version =
    statusData && typeof statusData === 'object' && 'bazarr_version' in statusData
      ? String(statusData.bazarr_version)
      : undefined;
  const [movie] = dataOf(await read(() => getJson(base, apiKey, 'movies?start=0&length=1')));
  const [release] = dataOf(await read(() => getJson(base, apiKey, 'system/releases')));
  const rows: Record<string, number> = {};
  for (const list of COUNTED_LISTS) {
    const body = await read(() => getJson(base, apiKey, LIST_PATHS[list]));
    rows[list] = body === undefined ? 0 : countOf(body);
  }
  return {
    longSeries: await read(() => longestSeries(base, apiKey)),
    movie:
      movie && Number.isInteger(Number(movie.radarrId))
        ? { id: Number(movie.radarrId), title: String(movie.title) }
        : undefined,
    version,
    release: typeof release?.name === 'string' ? release.name : undefined,
    rows,
  };
}
