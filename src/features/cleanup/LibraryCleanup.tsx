import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { episodesApi, useGetEpisodesBySeriesQuery } from '../../api/episodes';
import { useGetLanguageProfilesQuery } from '../../api/languages';
import { useAppSelector } from '../../lib/hooks';
import type { RootState } from '../../lib/store';
import { episodesSelectors } from '../../entities/episodesSlice';
import { moviesSelectors } from '../../entities/moviesSlice';
import { seriesSelectors } from '../../entities/seriesSlice';
import { CleanupModal } from './CleanupModal';
import { episodeItems, movieItems } from './cleanupItems';

export interface LibraryCleanupProps {
  /** The series (all their episodes) or movies to clean up: one from its page, or a mass editor selection. */
  ids: readonly number[];
  onClose: () => void;
}

/** How many series' episodes are read at the same time: the others wait their turn. */
const EPISODE_READS_AT_ONCE = 2;

const byIds = <T,>(entities: Readonly<Record<number, T | undefined>>, ids: readonly number[]) =>
  ids.flatMap((id) => entities[id] ?? []);

const selectSeriesOf = createSelector(
  [seriesSelectors.selectEntities, (_state: RootState, ids: readonly number[]) => ids],
  byIds,
);
const selectMoviesOf = createSelector(
  [moviesSelectors.selectEntities, (_state: RootState, ids: readonly number[]) => ids],
  byIds,
);
const selectEpisodesOf = createSelector(
  [episodesSelectors.selectAll, (_state: RootState, ids: ReadonlySet<number>) => ids],
  (episodes, ids) => episodes.filter((episode) => ids.has(episode.sonarrSeriesId)),
);

/** How many of the series' episode lists have been read, and how many of those reads failed. */
function selectEpisodeReads(state: RootState, ids: readonly number[]) {
  let settled = 0;
  let failed = 0;
  for (const id of ids) {
    const read = episodesApi.endpoints.getEpisodesBySeries.select(id)(state);
    if (read.isSuccess) settled += 1;
    else if (read.isError) {
      settled += 1;
      failed += 1;
    }
  }
  return `${settled}:${failed}`;
}

/** Holds one series' episodes in the cache (and reads them) while mounted; renders nothing. */
function EpisodesOfSeries({ seriesId }: { seriesId: number }) {
  useGetEpisodesBySeriesQuery(seriesId);
  return null;
}

function useProfiles() {
  const { data, isSuccess, isError } = useGetLanguageProfilesQuery();
  return { profiles: data, read: isSuccess || isError };
}

/**
 * Clean-up over series: the episodes of each one, read a few series at a time (a page already holding them
 * reads nothing again), each episode judged against its series' profile.
 */
export function SeriesCleanup({ ids, onClose }: LibraryCleanupProps) {
  const { profiles, read } = useProfiles();
  const reads = useAppSelector((state) => selectEpisodeReads(state, ids));
  const [settled = 0, failed = 0] = reads.split(':').map(Number);
  const idSet = useMemo(() => new Set(ids), [ids]);
  const series = useAppSelector((state) => selectSeriesOf(state, ids));
  const episodes = useAppSelector((state) => selectEpisodesOf(state, idSet));
  const items = useMemo(
    () => episodeItems(series, episodes, profiles),
    [series, episodes, profiles],
  );
  let loading: string | undefined;
  if (!read) loading = 'Reading the language profiles...';
  else if (settled < ids.length)
    loading = `Reading episodes: ${settled} of ${ids.length} series...`;
  return (
    <>
      {ids.slice(0, settled + EPISODE_READS_AT_ONCE).map((id) => (
        <EpisodesOfSeries key={id} seriesId={id} />
      ))}
      <CleanupModal
        items={items}
        loading={loading}
        notice={
          failed > 0
            ? `The episodes of ${failed} series could not be read: they are left out.`
            : undefined
        }
        onClose={onClose}
      />
    </>
  );
}

/** Clean-up over movies (they hold their subtitles), each judged against its own profile. */
export function MoviesCleanup({ ids, onClose }: LibraryCleanupProps) {
  const { profiles, read } = useProfiles();
  const movies = useAppSelector((state) => selectMoviesOf(state, ids));
  const items = useMemo(() => movieItems(movies, profiles), [movies, profiles]);
  return (
    <CleanupModal
      items={items}
      loading={read ? undefined : 'Reading the language profiles...'}
      onClose={onClose}
    />
  );
}
