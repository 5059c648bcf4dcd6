import { createSelector } from '@reduxjs/toolkit';
import type { SubtitleLanguage } from '../../../api/schemas/common';
import type { Episode } from '../../../api/schemas/episodes';
import { isTrue } from '../../../api/schemas/common';
import type { LanguageProfile, ProfileItem } from '../../../api/schemas/languages';
import type { RootState } from '../../../lib/store';
import { episodesSelectors, selectEpisodeIdsOfSeries } from '../../../entities/episodesSlice';
import { fillsItem } from '../../../domain/bazarrRules';

/** Subtitles a season has and wants, for the languages of the series' profile. */
export interface SeasonCoverage {
  have: number;
  /** have + missing. */
  total: number;
}

function isMissing(item: ProfileItem, missing: readonly SubtitleLanguage[]): boolean {
  return missing.some(
    (language) =>
      language.code2 === item.language &&
      language.hi === isTrue(item.hi) &&
      language.forced === isTrue(item.forced),
  );
}

/**
 * One episode's count. Missing is what the server says (`missing_subtitles`, the figure the wanted lists use); had
 * is each other profile item a subtitle fills. Items neither filled nor missing (excluded by the audio language,
 * or no longer wanted once the cutoff is met) are not counted, and neither are 'any' items.
 */
export function episodeCoverage(
  episode: Pick<Episode, 'subtitles' | 'missing_subtitles'>,
  profile: LanguageProfile,
): SeasonCoverage {
  let have = 0;
  for (const item of profile.items) {
    if (item.language === 'any' || isMissing(item, episode.missing_subtitles)) continue;
    if (episode.subtitles.some((subtitle) => fillsItem(item, subtitle))) have += 1;
  }
  return { have, total: have + episode.missing_subtitles.length };
}

export type SeasonCoverageMap = ReadonlyMap<number, SeasonCoverage>;

function sameCoverage(a: SeasonCoverageMap, b: SeasonCoverageMap): boolean {
  if (a.size !== b.size) return false;
  for (const [season, counts] of a) {
    const other = b.get(season);
    if (other?.have !== counts.have || other.total !== counts.total) return false;
  }
  return true;
}

/**
 * Have/total per season of a series, derived from its episodes in the store: a realtime refresh of an episode
 * updates the counts with no request of its own. The same map comes back while no count changes, so the
 * season headers re-render only when a figure moves. Undefined without a profile (nothing is wanted).
 */
export const selectSeasonCoverage = createSelector(
  [
    (state: RootState, seriesId: number) => selectEpisodeIdsOfSeries(state, seriesId),
    (state: RootState) => episodesSelectors.selectEntities(state),
    (_state: RootState, _seriesId: number, profile: LanguageProfile | undefined) => profile,
  ],
  (ids, entities, profile): SeasonCoverageMap | undefined => {
    if (!profile) return undefined;
    const seasons = new Map<number, SeasonCoverage>();
    for (const id of ids) {
      const episode = entities[id];
      if (!episode) continue;
      const counts = episodeCoverage(episode, profile);
      const season = seasons.get(episode.season) ?? { have: 0, total: 0 };
      seasons.set(episode.season, {
        have: season.have + counts.have,
        total: season.total + counts.total,
      });
    }
    return seasons;
  },
  {
    memoizeOptions: {
      resultEqualityCheck: (a?: SeasonCoverageMap, b?: SeasonCoverageMap) =>
        a === b || (a !== undefined && b !== undefined && sameCoverage(a, b)),
    },
  },
);
