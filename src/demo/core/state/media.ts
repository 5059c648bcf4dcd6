import { notFound } from '../http/errors';
import type { RouteContext } from '../routes/context';
import type { EpisodeRecord, MediaKind, MovieRecord, SubtitleRecord } from './types';

/** An episode or a movie, seen through what the subtitle routes need. */
export interface MediaTarget {
  kind: MediaKind;
  id: number;
  record: EpisodeRecord | MovieRecord;
  /** The series of an episode; null for a movie. */
  seriesId: number | null;
}

export function episodeTarget(
  context: RouteContext,
  episodeId: number,
  seriesId?: number,
): MediaTarget {
  const episode = context.state.episodes.get(episodeId);
  if (!episode || (seriesId !== undefined && episode.seriesId !== seriesId))
    throw notFound('Episode not found');
  return { kind: 'episode', id: episode.id, record: episode, seriesId: episode.seriesId };
}

export function movieTarget(context: RouteContext, radarrId: number): MediaTarget {
  const movie = context.state.movies.get(radarrId);
  if (!movie) throw notFound('Movie not found');
  return { kind: 'movie', id: movie.id, record: movie, seriesId: null };
}

/** 'Show - S01E02 - Title [WEBDL-1080p].fr.hi.srt' next to the video. */
export function subtitlePathFor(
  videoPath: string,
  code2: string,
  forced: boolean,
  hi: boolean,
  extension = 'srt',
): string {
  const stem = videoPath.replace(/\.[^./]+$/, '');
  return `${stem}.${code2}${forced ? '.forced' : hi ? '.hi' : ''}.${extension}`;
}

/** Adds a file, replacing one of the same language and flags (an upload over an existing file overwrites it). */
export function addSubtitle(target: MediaTarget, subtitle: SubtitleRecord): void {
  const list = target.record.subtitles;
  const same = list.findIndex(
    (existing) =>
      existing.path !== null &&
      (existing.path === subtitle.path ||
        (existing.code2 === subtitle.code2 &&
          existing.forced === subtitle.forced &&
          existing.hi === subtitle.hi)),
  );
  if (same >= 0) list.splice(same, 1, subtitle);
  else list.push(subtitle);
}

export function findSubtitle(target: MediaTarget, path: string): SubtitleRecord | undefined {
  return target.record.subtitles.find((subtitle) => subtitle.path === path);
}

export function removeSubtitle(target: MediaTarget, path: string): SubtitleRecord | undefined {
  const list = target.record.subtitles;
  const index = list.findIndex((subtitle) => subtitle.path === path);
  if (index < 0) return undefined;
  return list.splice(index, 1)[0];
}

/**
 * After a subtitle change: drop the cached missing list and emit what Bazarr emits — the item, its history,
 * its wanted entry and the badges.
 */
export function announceSubtitleChange(
  context: RouteContext,
  target: MediaTarget,
  historyChanged = true,
): void {
  if (target.kind === 'episode') {
    context.derived.forgetEpisode(target.id);
    context.emit('episode', target.id);
    if (historyChanged) context.emit('episode-history', null);
    const wanted = context.derived.episode(target.id).length > 0;
    context.emit('episode-wanted', target.id, wanted ? 'update' : 'delete');
    if (target.seriesId !== null) context.emit('series', target.seriesId);
  } else {
    context.derived.forgetMovie(target.id);
    context.emit('movie', target.id);
    if (historyChanged) context.emit('movie-history', null);
    const wanted = context.derived.movie(target.id).length > 0;
    context.emit('movie-wanted', target.id, wanted ? 'update' : 'delete');
  }
  context.emit('badges', null);
}
