import { useMemo } from 'react';
import { useGetEpisodeHistoryQuery, useGetMovieHistoryQuery } from '../../../api/history';
import type { SubtitleTarget } from '../queuedActions/subtitleTarget';
import {
  findProvenance,
  type ProvenanceEntry,
  type ProvenanceSubtitle,
} from './subtitleProvenance';

export type ProvenanceState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'found'; entry: ProvenanceEntry }
  | { status: 'unknown' };

/**
 * Where a present subtitle came from, joined from its item's history. Mounted only once the user asks (a hint
 * shows, a menu or popover opens): the item's whole history is one request (the same cache entry as the Episode
 * and Movie History modals), shared by all of its subtitles and kept by RTK Query.
 */
export function useSubtitleProvenance(
  target: SubtitleTarget,
  subtitle: ProvenanceSubtitle,
): ProvenanceState {
  const episode = useGetEpisodeHistoryQuery(
    { episodeid: target.kind === 'episode' ? target.episodeId : 0 },
    { skip: target.kind !== 'episode' },
  );
  const movie = useGetMovieHistoryQuery(
    { radarrid: target.kind === 'movie' ? target.radarrId : 0 },
    { skip: target.kind !== 'movie' },
  );
  const result = target.kind === 'episode' ? episode : movie;
  const entries: readonly ProvenanceEntry[] | undefined = result.data?.data;
  const { code2, hi, forced, path } = subtitle;
  return useMemo((): ProvenanceState => {
    if (entries === undefined) return { status: result.isError ? 'error' : 'loading' };
    const entry = findProvenance(entries, { code2, hi, forced, path });
    return entry ? { status: 'found', entry } : { status: 'unknown' };
  }, [entries, result.isError, code2, hi, forced, path]);
}
