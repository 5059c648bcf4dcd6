import { createSelector } from '@reduxjs/toolkit';
import { episodesReceived, seriesEpisodesReceived } from '../api/entityActions';
import type { Episode } from '../api/schemas/episodes';
import { createEntitySlice } from './entitySlice';

const { slice, adapter } = createEntitySlice('episodes', {
  selectId: (episode: Episode) => episode.sonarrEpisodeId,
  received: episodesReceived,
  group: {
    received: seriesEpisodesReceived,
    groupOf: (episode: Episode) => episode.sonarrSeriesId,
  },
});

export const episodesSlice = slice;
export { episodesReceived, seriesEpisodesReceived };
export const { removed: episodesRemoved } = slice.actions;

/** The part of the root state this slice owns. */
export type EpisodesRoot = { episodes: ReturnType<typeof slice.reducer> };
export const episodesSelectors = adapter.getSelectors((state: EpisodesRoot) => state.episodes);

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Season descending, then episode descending (docs/behaviour.md §2, series detail). */
function latestFirst(a: Episode, b: Episode): number {
  return b.season - a.season || b.episode - a.episode;
}

/**
 * Ids of a series' episodes, latest first. Memoized per series id; the same array comes back while the ids
 * and their order stay the same, so a refreshed episode re-renders its row and not the list.
 */
export const selectEpisodeIdsOfSeries = createSelector(
  [episodesSelectors.selectAll, (_state: EpisodesRoot, seriesId: number) => seriesId],
  (episodes, seriesId) =>
    episodes
      .filter((episode) => episode.sonarrSeriesId === seriesId)
      .sort(latestFirst)
      .map((episode) => episode.sonarrEpisodeId),
  { memoizeOptions: { resultEqualityCheck: sameIds } },
);
