import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../../lib/store';
import { episodesSelectors, selectEpisodeIdsOfSeries } from '../../../entities/episodesSlice';

export interface SeasonGroup {
  season: number;
  /** Latest episode first. */
  episodeIds: number[];
}

function sameGroup(a: SeasonGroup, b: SeasonGroup | undefined): boolean {
  return (
    b !== undefined &&
    a.season === b.season &&
    a.episodeIds.length === b.episodeIds.length &&
    a.episodeIds.every((id, index) => id === b.episodeIds[index])
  );
}

function sameSeasons(a: readonly SeasonGroup[], b: readonly SeasonGroup[]): boolean {
  return a.length === b.length && a.every((group, index) => sameGroup(group, b[index]));
}

/**
 * The episodes of a series grouped by season, latest season and episode first (docs/behaviour.md §2). The same array comes
 * back while the grouping stays the same, so a refreshed episode re-renders its row only.
 */
export const selectSeasonsOfSeries = createSelector(
  [
    (state: RootState, seriesId: number) => selectEpisodeIdsOfSeries(state, seriesId),
    (state: RootState) => episodesSelectors.selectEntities(state),
  ],
  (ids, entities) => {
    const groups: SeasonGroup[] = [];
    for (const id of ids) {
      const season = entities[id]?.season;
      if (season === undefined) continue;
      const last = groups[groups.length - 1];
      if (last?.season === season) last.episodeIds.push(id);
      else groups.push({ season, episodeIds: [id] });
    }
    return groups;
  },
  { memoizeOptions: { resultEqualityCheck: sameSeasons } },
);

/** 'Season 3', or 'Specials' for season 0. */
export function seasonName(season: number): string {
  return season === 0 ? 'Specials' : `Season ${season}`;
}
