import type { Episode } from '../../api/schemas/episodes';
import type { LanguageProfile } from '../../api/schemas/languages';
import type { Movie } from '../../api/schemas/movies';
import type { Series } from '../../api/schemas/series';
import { episodeLabel } from '../subtitles/queuedActions/subtitleTarget';
import type { CleanupItem } from './selectCleanup';

type Profiles = readonly LanguageProfile[] | undefined;

const profileOf = (profiles: Profiles, profileId: number | null) =>
  profileId === null ? undefined : profiles?.find((profile) => profile.profileId === profileId);

/** Movies as clean-up items, in the order given. */
export function movieItems(movies: readonly Movie[], profiles: Profiles): CleanupItem[] {
  return movies.map((movie) => ({
    target: { kind: 'movie', radarrId: movie.radarrId, label: movie.title },
    subtitles: movie.subtitles,
    profile: profileOf(profiles, movie.profileId),
  }));
}

/**
 * The episodes of these series as clean-up items, series in the order given and each one's episodes in
 * reading order (season, then episode); an episode takes its series' profile.
 */
export function episodeItems(
  series: readonly Pick<Series, 'sonarrSeriesId' | 'title' | 'profileId'>[],
  episodes: readonly Episode[],
  profiles: Profiles,
): CleanupItem[] {
  const bySeries = new Map<number, Episode[]>();
  for (const episode of episodes) {
    const list = bySeries.get(episode.sonarrSeriesId);
    if (list) list.push(episode);
    else bySeries.set(episode.sonarrSeriesId, [episode]);
  }
  return series.flatMap(({ sonarrSeriesId: seriesId, title, profileId }) => {
    const profile = profileOf(profiles, profileId);
    return (bySeries.get(seriesId) ?? [])
      .sort((a, b) => a.season - b.season || a.episode - b.episode)
      .map((episode) => ({
        target: {
          kind: 'episode' as const,
          seriesId,
          episodeId: episode.sonarrEpisodeId,
          label: episodeLabel(title, episode.season, episode.episode),
        },
        subtitles: episode.subtitles,
        profile,
      }));
  });
}
