import type { EndpointName } from '../api';

/** Endpoints whose work Bazarr 1.5.3+ runs as a job of its queue (its code queues a job for each of these calls). */
const ALWAYS_QUEUED: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'downloadEpisodeSubtitle',
  'downloadMovieSubtitle',
  'downloadEpisodeSearchResult',
  'downloadMovieSearchResult',
  'uploadEpisodeSubtitle',
  'uploadMovieSubtitle',
  'runTask',
  'createBackup',
]);

/** Actions of series, movies and subtitles that queue a job; the others (scan, sync, most mods) answer when done. */
const QUEUED_ACTIONS: Partial<Record<EndpointName, readonly string[]>> = {
  seriesAction: ['search-missing', 'search-wanted'],
  movieAction: ['search-missing', 'search-wanted'],
  // Extracting an embedded track is a job too (Bazarr 1.6.1's extract_embedded_subtitle queues one).
  modifySubtitle: ['sync', 'translate', 'extract'],
};

function actionOf(args: unknown): unknown {
  return typeof args === 'object' && args !== null && 'action' in args ? args.action : undefined;
}

/** Whether this call makes Bazarr queue a job (on a Bazarr that has jobs). */
export function queuesJob(endpoint: EndpointName, args: unknown): boolean {
  if (ALWAYS_QUEUED.has(endpoint)) return true;
  const action = actionOf(args);
  return typeof action === 'string' && (QUEUED_ACTIONS[endpoint]?.includes(action) ?? false);
}
