import type { Derived } from './derived';
import { languageInfo } from './languages';
import type { LanguageKey } from './missing';
import { humanize, parsedTimestamp } from './time';
import type {
  BlacklistRecord,
  DemoState,
  EpisodeRecord,
  HistoryRecord,
  MovieRecord,
  SeriesRecord,
  SubtitleRecord,
} from './types';

/** API shapes, key for key as in api-samples/. */

export const langView = ({ code2, forced, hi }: LanguageKey) => ({
  ...languageInfo(code2),
  forced,
  hi,
});
export const audioView = (code2: string) => languageInfo(code2);
/** What Bazarr 1.6.1 adds to each subtitle of an item: `id` and `embedded_track_id` (state/subtitleIds.ts). */
export type SubtitleIdsOf = (
  list: readonly SubtitleRecord[],
) => (subtitle: SubtitleRecord) => { id: number; embedded_track_id: number | null };

export const subtitleView = (subtitle: SubtitleRecord) => ({
  ...languageInfo(subtitle.code2),
  path: subtitle.path,
  forced: subtitle.forced,
  hi: subtitle.hi,
  file_size: subtitle.file_size,
});

function subtitlesView(list: readonly SubtitleRecord[], idsOf?: SubtitleIdsOf) {
  if (!idsOf) return list.map(subtitleView);
  const ids = idsOf(list);
  return list.map((subtitle) => ({ ...subtitleView(subtitle), ...ids(subtitle) }));
}

/**
 * Image paths as Bazarr gives them: its base URL in front ('/bazarr/images/series/MediaCover/1/poster-250.jpg'),
 * so a client uses them as they are.
 */
export const posterOf = (baseUrl: string, kind: 'series' | 'movies', id: number) =>
  `${baseUrl}/images/${kind}/MediaCover/${id}/poster-${kind === 'series' ? 250 : 500}.jpg`;
const fanartOf = (baseUrl: string, kind: 'series' | 'movies', id: number) =>
  `${baseUrl}/images/${kind}/MediaCover/${id}/fanart.jpg`;

export function seriesView(
  series: SeriesRecord,
  state: DemoState,
  derived: Derived,
  baseUrl: string,
) {
  return {
    alternativeTitles: series.alternativeTitles,
    audio_language: series.audio.map(audioView),
    episodeFileCount: state.episodesBySeries.get(series.id)?.length ?? 0,
    ended: series.ended,
    episodeMissingCount: derived.missingEpisodeCount(series.id),
    fanart: fanartOf(baseUrl, 'series', series.id),
    imdbId: series.imdbId,
    lastAired: series.lastAired,
    monitored: series.monitored,
    overview: series.overview,
    path: series.path,
    poster: posterOf(baseUrl, 'series', series.id),
    profileId: series.profileId,
    seriesType: series.seriesType,
    sonarrSeriesId: series.id,
    tags: series.tags,
    title: series.title,
    tvdbId: series.tvdbId,
    year: series.year,
  };
}

export function episodeView(episode: EpisodeRecord, derived: Derived, idsOf?: SubtitleIdsOf) {
  return {
    audio_language: episode.audio.map(audioView),
    episode: episode.episode,
    missing_subtitles: derived.episode(episode.id).map(langView),
    monitored: episode.monitored,
    path: episode.path,
    season: episode.season,
    sonarrEpisodeId: episode.id,
    sonarrSeriesId: episode.seriesId,
    subtitles: subtitlesView(episode.subtitles, idsOf),
    title: episode.title,
    sceneName: episode.sceneName,
  };
}

export function movieView(
  movie: MovieRecord,
  derived: Derived,
  baseUrl: string,
  idsOf?: SubtitleIdsOf,
) {
  return {
    alternativeTitles: movie.alternativeTitles,
    audio_language: movie.audio.map(audioView),
    fanart: fanartOf(baseUrl, 'movies', movie.id),
    imdbId: movie.imdbId,
    missing_subtitles: derived.movie(movie.id).map(langView),
    monitored: movie.monitored,
    overview: movie.overview,
    path: movie.path,
    poster: posterOf(baseUrl, 'movies', movie.id),
    profileId: movie.profileId,
    radarrId: movie.id,
    sceneName: movie.sceneName,
    subtitles: subtitlesView(movie.subtitles, idsOf),
    tags: movie.tags,
    title: movie.title,
    year: movie.year,
  };
}

export const episodeNumber = (episode: EpisodeRecord) => `${episode.season}x${episode.episode}`;

export function wantedEpisodeView(episode: EpisodeRecord, series: SeriesRecord, derived: Derived) {
  return {
    seriesTitle: series.title,
    episode_number: episodeNumber(episode),
    episodeTitle: episode.title,
    missing_subtitles: derived.episode(episode.id).map(langView),
    sonarrSeriesId: series.id,
    sonarrEpisodeId: episode.id,
    sceneName: episode.sceneName,
    tags: series.tags,
    seriesType: series.seriesType,
  };
}

export function wantedMovieView(movie: MovieRecord, derived: Derived) {
  return {
    title: movie.title,
    missing_subtitles: derived.movie(movie.id).map(langView),
    radarrId: movie.id,
    sceneName: movie.sceneName,
    tags: movie.tags,
  };
}

const isBlacklisted = (state: DemoState, record: HistoryRecord) =>
  record.provider !== null &&
  state.blacklist.some(
    (entry) => entry.provider === record.provider && entry.subsId === record.subsId,
  );

function historyCommon(record: HistoryRecord, state: DemoState, now: number) {
  return {
    timestamp: humanize(record.time, now),
    subs_id: record.subsId,
    description: record.description,
    language: langView(record),
    score: record.score,
    action: record.action,
    subtitles_path: record.subtitlesPath,
    provider: record.provider,
    upgradable: record.upgradable,
    parsed_timestamp: parsedTimestamp(record.time),
    blacklisted: isBlacklisted(state, record),
    matches: record.matches,
    dont_matches: record.dontMatches,
  };
}

export function episodeHistoryView(record: HistoryRecord, state: DemoState, now: number) {
  const episode = state.episodes.get(record.itemId);
  const series = episode && state.series.get(episode.seriesId);
  return {
    seriesTitle: series?.title ?? '',
    monitored: episode?.monitored ?? false,
    episode_number: episode ? episodeNumber(episode) : '',
    episodeTitle: episode?.title ?? '',
    sonarrSeriesId: episode?.seriesId ?? 0,
    sonarrEpisodeId: record.itemId,
    tags: series?.tags ?? [],
    ...historyCommon(record, state, now),
  };
}

export function movieHistoryView(record: HistoryRecord, state: DemoState, now: number) {
  const movie = state.movies.get(record.itemId);
  return {
    title: movie?.title ?? '',
    radarrId: record.itemId,
    monitored: movie?.monitored ?? false,
    path: null,
    tags: movie?.tags ?? [],
    ...historyCommon(record, state, now),
  };
}

export function blacklistView(entry: BlacklistRecord, state: DemoState, now: number) {
  const common = {
    provider: entry.provider,
    subs_id: entry.subsId,
    language: langView(entry),
    timestamp: humanize(entry.time, now),
    parsed_timestamp: parsedTimestamp(entry.time),
  };
  if (entry.kind === 'movie') {
    return {
      title: state.movies.get(entry.itemId)?.title ?? '',
      radarrId: entry.itemId,
      ...common,
    };
  }
  const episode = state.episodes.get(entry.itemId);
  const series = episode && state.series.get(episode.seriesId);
  return {
    seriesTitle: series?.title ?? '',
    episode_number: episode ? episodeNumber(episode) : '',
    episodeTitle: episode?.title ?? '',
    sonarrSeriesId: episode?.seriesId ?? 0,
    ...common,
  };
}
