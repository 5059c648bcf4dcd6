import { createSelector } from '@reduxjs/toolkit';
import { Suspense, useMemo } from 'react';
import type { Movie } from '../../api/schemas/movies';
import type { Series } from '../../api/schemas/series';
import { useAppSelector } from '../../lib/hooks';
import { lazyNamed } from '../../lib/lazyNamed';
import { episodesSelectors, selectEpisodeIdsOfSeries } from '../../entities/episodesSlice';
import { useShownEntities } from '../../entities/useShownEntities';
import { episodeLabel } from '../subtitles/queuedActions/subtitleTarget';
import type { ToolItem } from './toolFiles';

// The tools' forms load when a toolbar first opens them (or with the page's modals, once its rows show).
const SubtitleToolsModal = lazyNamed(() =>
  import('./SubtitleToolsModal').then((module) => module.SubtitleToolsModal),
);

interface OpenProps {
  opened: boolean;
  onClose: () => void;
}

/** The series' episodes in reading order (season, then episode, ascending). */
const selectEpisodesOfSeries = createSelector(
  [episodesSelectors.selectAll, (_state: unknown, seriesId: number) => seriesId],
  (episodes, seriesId) =>
    episodes
      .filter((episode) => episode.sonarrSeriesId === seriesId)
      .sort((a, b) => a.season - b.season || a.episode - b.episode),
);

/**
 * Mass Edit of a series (Bazarr's toolbar 'Mass Edit'): Subtitle Tools over the subtitle files of all its
 * episodes (those loaded by the series page), grouped by episode. Mount it while open: it follows every
 * change of the series' episodes.
 */
export function SeriesSubtitleTools({
  series,
  ...open
}: OpenProps & { series: Pick<Series, 'sonarrSeriesId' | 'title'> }) {
  const { sonarrSeriesId: seriesId, title } = series;
  const episodes = useAppSelector((state) => selectEpisodesOfSeries(state, seriesId));
  // The same array while the ids stay the same: a refreshed episode does not count them all again.
  const episodeIds = useAppSelector((state) => selectEpisodeIdsOfSeries(state, seriesId));
  useShownEntities('episode', episodeIds);
  const items = useMemo<ToolItem[]>(
    () =>
      episodes.map((episode) => ({
        target: {
          kind: 'episode',
          seriesId,
          episodeId: episode.sonarrEpisodeId,
          label: episodeLabel(title, episode.season, episode.episode),
        },
        heading: `${episode.season}x${episode.episode} · ${episode.title}`,
        subtitles: episode.subtitles,
      })),
    [episodes, seriesId, title],
  );
  return (
    <Suspense fallback={null}>
      <SubtitleToolsModal items={items} grouped {...open} />
    </Suspense>
  );
}

/** The one item of a movie's Subtitle Tools. */
export function movieToolItems(movie: Pick<Movie, 'radarrId' | 'title' | 'subtitles'>): ToolItem[] {
  return [
    {
      target: { kind: 'movie', radarrId: movie.radarrId, label: movie.title },
      subtitles: movie.subtitles,
    },
  ];
}

/** Mass Edit of a movie (More Actions > Mass Edit): Subtitle Tools over all its subtitle files. */
export function MovieSubtitleTools({
  movie,
  ...open
}: OpenProps & { movie: Pick<Movie, 'radarrId' | 'title' | 'subtitles'> }) {
  const items = useMemo(() => movieToolItems(movie), [movie]);
  return (
    <Suspense fallback={null}>
      <SubtitleToolsModal items={items} {...open} />
    </Suspense>
  );
}
