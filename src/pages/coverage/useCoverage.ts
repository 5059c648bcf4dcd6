import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useGetLanguagesQuery } from '../../api/languages';
import type { Movie } from '../../api/schemas/movies';
import { useAppSelector } from '../../lib/hooks';
import type { RootState } from '../../lib/store';
import type { LanguageLike } from '../../components';
import { moviesSelectors } from '../../entities/moviesSlice';
import { seriesSelectors } from '../../entities/seriesSlice';
import type { ManagerFlags } from '../../layout/navigation';
import { useSettingsPageSize } from '../../features/lists';
import { moviesLibrary, seriesLibrary, useLanguageProfiles } from '../../features/library';
import { useLibraryIds, type LibraryIds } from '../../features/library/progressive/progressiveIds';
import {
  coverageRows,
  EMPTY_TALLY,
  languageKey,
  languagesOf,
  scopeTally,
  tallyItems,
  wantedLanguages,
  type CoverageRow,
  type CoverageScope,
  type ScopedTally,
  type Tally,
} from './coverageCounts';
import type { EpisodeCoverage } from './coverageApi';
import { useEpisodeCoverage, type EpisodeCoverageLoad } from './useEpisodeCoverage';

export interface Coverage {
  rows: CoverageRow[];
  /** Items counted in the scope so far. */
  episodes: number;
  movies: number;
  series: LibraryIds;
  moviesList: LibraryIds;
  episodeLoad: EpisodeCoverageLoad;
  /** Everything has been read. */
  complete: boolean;
}

/** Each movie's tally, computed once per movie object (a realtime refresh replaces only the movies it changed). */
const movieTallies = new WeakMap<Movie, Tally>();
function movieTally(movie: Movie): Tally {
  let tally = movieTallies.get(movie);
  if (!tally) {
    tally = tallyItems([movie]);
    movieTallies.set(movie, tally);
  }
  return tally;
}

const selectMovieParts = createSelector(
  [moviesSelectors.selectEntities, (_state: RootState, ids: readonly number[]) => ids],
  (entities, ids) => {
    const parts: ScopedTally[] = [];
    const movies: Movie[] = [];
    for (const id of ids) {
      const movie = entities[id];
      if (!movie) continue;
      movies.push(movie);
      parts.push({ profileId: movie.profileId, tally: movieTally(movie) });
    }
    return { parts, languages: languagesOf(movies) };
  },
);

const selectSeriesProfiles = createSelector(
  [seriesSelectors.selectEntities, (_state: RootState, ids: readonly number[]) => ids],
  (entities, ids) => new Map(ids.map((id) => [id, entities[id]?.profileId ?? null])),
);

/** The series' episode tallies, each with its series' current profile. */
function seriesParts(
  answered: readonly EpisodeCoverage[],
  profiles: ReadonlyMap<number, number | null>,
): ScopedTally[] {
  return answered.flatMap((chunk) =>
    Object.entries(chunk.bySeries).map(([id, tally]) => ({
      profileId: profiles.get(Number(id)) ?? null,
      tally,
    })),
  );
}

/** Language names: the enabled languages' list, then what the items carry (profile items hold codes only). */
function useLanguageNames(load: EpisodeCoverageLoad, movieLanguages: Record<string, LanguageLike>) {
  const { data: languages } = useGetLanguagesQuery();
  return useMemo(() => {
    const names: Record<string, LanguageLike> = {};
    for (const chunk of load.answered) Object.assign(names, chunk.languages);
    Object.assign(names, movieLanguages);
    for (const language of languages ?? []) {
      for (const flags of [{}, { hi: true }, { forced: true }]) {
        const named = { code2: language.code2, name: language.name, ...flags };
        names[languageKey(named)] ??= named;
      }
    }
    return names;
  }, [load.answered, movieLanguages, languages]);
}

/**
 * The coverage of one scope, read progressively: the series and movies lists as the library lists read them
 * (pages in RTK Query's cache, the items in their entity slices), then the episodes of the series in chunks.
 * Counts grow as pages arrive. A disabled manager's side is not read.
 */
export function useCoverage(
  managers: ManagerFlags,
  scope: CoverageScope,
  episodesPerChunk?: number,
): Coverage {
  const pageSize = useSettingsPageSize();
  const series = useLibraryIds(seriesLibrary, managers.sonarr ? pageSize : undefined);
  const moviesList = useLibraryIds(moviesLibrary, managers.radarr ? pageSize : undefined);
  const episodeLoad = useEpisodeCoverage(series.ids, series.complete, episodesPerChunk);
  const profiles = useLanguageProfiles();

  const profileOf = useAppSelector((state) => selectSeriesProfiles(state, series.ids));
  const movies = useAppSelector((state) => selectMovieParts(state, moviesList.ids));
  const names = useLanguageNames(episodeLoad, movies.languages);

  const { answered } = episodeLoad;
  const episodeParts = useMemo(() => seriesParts(answered, profileOf), [answered, profileOf]);
  const episodes = useMemo(
    () => (managers.sonarr ? scopeTally(episodeParts, scope) : EMPTY_TALLY),
    [episodeParts, scope, managers.sonarr],
  );
  const movieTotals = useMemo(
    () => (managers.radarr ? scopeTally(movies.parts, scope) : EMPTY_TALLY),
    [movies.parts, scope, managers.radarr],
  );
  const rows = useMemo(
    () =>
      coverageRows({
        episodes,
        movies: movieTotals,
        wanted: wantedLanguages(profiles, scope),
        desired: new Set(wantedLanguages(profiles, 'all').map(languageKey)),
        names,
      }),
    [episodes, movieTotals, profiles, scope, names],
  );

  const complete =
    (!managers.sonarr || episodeLoad.complete) && (!managers.radarr || moviesList.complete);
  return {
    rows,
    episodes: episodes.items,
    movies: movieTotals.items,
    series,
    moviesList,
    episodeLoad,
    complete,
  };
}
