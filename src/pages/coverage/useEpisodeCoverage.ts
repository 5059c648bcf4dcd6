import { createSelector } from '@reduxjs/toolkit';
import { useCallback, useMemo, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../lib/hooks';
import type { RootState } from '../../lib/store';
import { seriesSelectors } from '../../entities/seriesSlice';
import { coverageApi, type EpisodeCoverage } from './coverageApi';
import { episodeChunks, EPISODES_PER_CHUNK } from './episodeChunks';

export interface EpisodeCoverageLoad {
  /** The answered chunks, in order. */
  answered: readonly EpisodeCoverage[];
  /** The chunks to keep subscribed (the answered ones and the one on its way): render `EpisodeChunkSubscriptions`. */
  activeChunks: readonly (readonly number[])[];
  /** How many series have had their episodes read, and how many there are to read so far. */
  seriesRead: number;
  seriesToRead: number;
  /** Every series known has had its episodes read (and the series list is complete). */
  complete: boolean;
  /** The error of the chunk that failed; reading stops there until `retry`. */
  error: unknown;
  retry: () => void;
  /** Changes on retry, so that the failed chunk is requested again. */
  attempt: number;
}

const selectSizes = createSelector(
  [seriesSelectors.selectEntities, (_state: RootState, ids: readonly number[]) => ids],
  (entities, ids) => ids.map((id) => ({ id, episodes: entities[id]?.episodeFileCount ?? 0 })),
);

/** The chunks as one string: the same groups keep the same array (and cache keys) across renders. */
function useStableChunks(chunks: number[][]): number[][] {
  const key = chunks.map((chunk) => chunk.join(',')).join(';');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says everything the chunks hold
  return useMemo(() => chunks, [key]);
}

/**
 * The episodes of the given series (in the order their list loads), read chunk after chunk (GET episodes with
 * a group of series ids, see episodeChunks) and counted as they arrive. One request at a time; leaving the page
 * unmounts the subscriptions, so no further chunk is asked for.
 */
export function useEpisodeCoverage(
  seriesIds: readonly number[],
  seriesComplete: boolean,
  episodesPerChunk = EPISODES_PER_CHUNK,
): EpisodeCoverageLoad {
  const [attempt, setAttempt] = useState(0);
  const sizes = useAppSelector((state) => selectSizes(state, seriesIds));
  const chunks = useStableChunks(
    useMemo(
      () => episodeChunks(sizes, seriesComplete, episodesPerChunk),
      [sizes, seriesComplete, episodesPerChunk],
    ),
  );
  const selectors = useMemo(
    () => chunks.map((ids) => coverageApi.endpoints.getEpisodeCoverage.select(ids)),
    [chunks],
  );
  const results = useAppSelector(
    (state) => selectors.map((select) => select(state).data),
    shallowEqual,
  );
  const error = useAppSelector((state) => {
    const failed = selectors.map((select) => select(state)).find((chunk) => chunk.isError);
    return failed ? failed.error : null;
  });

  const firstMissing = results.findIndex((result) => result === undefined);
  const answeredCount = firstMissing < 0 ? results.length : firstMissing;
  const answered = useMemo(
    () => results.slice(0, answeredCount).filter((result) => result !== undefined),
    [results, answeredCount],
  );
  const activeChunks = useMemo(
    () => chunks.slice(0, Math.min(answeredCount + 1, chunks.length)),
    [chunks, answeredCount],
  );
  const seriesRead = answered.reduce((sum, result) => sum + Object.keys(result.bySeries).length, 0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    answered,
    activeChunks,
    seriesRead,
    seriesToRead: seriesIds.length,
    complete: seriesComplete && answeredCount === chunks.length,
    error,
    retry,
    attempt,
  };
}
