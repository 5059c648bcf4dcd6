import { MAX_IDS_PER_REQUEST } from '../../api/entityQueries';

/**
 * Episodes per request, about. docs/performance.md 'Cost on a real Bazarr': the 1,000 episodes of one series take 0.84 s,
 * so a request stays around a second, and a 100,000-episode library is read in about a hundred of them.
 */
export const EPISODES_PER_CHUNK = 1000;

/** A series as the chunking reads it. */
export interface SeriesSize {
  id: number;
  /** Its episodes with a file (Bazarr's episodeFileCount): an estimate of what GET episodes returns. */
  episodes: number;
}

/**
 * Groups series ids for GET episodes?seriesid[]=: at most `maxIds` ids (the query string stays short) and about
 * `perChunk` episodes per request (a series larger than that goes alone). Series come in the order of the
 * progressively loaded list; while it is not `complete`, the last, still open group is held back, so the groups
 * already formed (and their cached answers) stay the same as more series arrive.
 */
export function episodeChunks(
  series: readonly SeriesSize[],
  complete: boolean,
  perChunk = EPISODES_PER_CHUNK,
  maxIds = MAX_IDS_PER_REQUEST,
): number[][] {
  const chunks: number[][] = [];
  let current: number[] = [];
  let size = 0;
  for (const { id, episodes } of series) {
    const count = Math.max(episodes, 1);
    if (current.length > 0 && (size + count > perChunk || current.length >= maxIds)) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(id);
    size += count;
  }
  if (complete && current.length > 0) chunks.push(current);
  return chunks;
}
