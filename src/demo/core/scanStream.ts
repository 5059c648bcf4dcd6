import { badRequest } from './http/errors';
import type { Derived } from './state/derived';
import { subtitlePathFor } from './state/media';
import type { DemoState } from './state/types';

/** A disk scan as a real Bazarr runs it over a long series (bench and tests): see `startScanStream`. */
export interface ScanStreamOptions {
  seriesId: number;
  /** Episodes reported per second (a real scan of a 1,000-episode series: about 6). */
  perSecond?: number;
  /** How long the stream lasts. */
  seconds: number;
  /** Episodes in scan order (default: the series' own order); they repeat when the stream outlasts them. */
  episodeIds?: number[];
}

export interface ScanStreamPlan {
  /** Each event of the stream: which episode, at what time after the start (ms). */
  schedule: { episodeId: number; atMs: number }[];
  startedAt: number;
}

interface ScanAccess {
  state: DemoState;
  derived: () => Derived;
  emit: (type: string, payload?: unknown) => void;
  later: (ms: number, task: () => void) => void;
  now: () => number;
}

/**
 * One episode after another, `perSecond` a second: the scan finds on disk a file for the first language the
 * episode misses (a file a user copied in by hand), and reports the episode, its wanted entry and the badges,
 * as Bazarr does for each episode it re-indexes.
 */
export function startScanStream(access: ScanAccess, options: ScanStreamOptions): ScanStreamPlan {
  const { state } = access;
  const order = options.episodeIds ?? state.episodesBySeries.get(options.seriesId);
  const perSecond = options.perSecond ?? 6;
  if (!order || order.length === 0) throw badRequest('The series has no episodes');
  if (!(perSecond > 0 && perSecond <= 100) || !(options.seconds > 0 && options.seconds <= 3600))
    throw badRequest('perSecond must be 1-100 and seconds 1-3600');
  const count = Math.round(perSecond * options.seconds);
  const schedule = Array.from({ length: count }, (_, index) => ({
    episodeId: order[index % order.length] ?? 0,
    atMs: Math.round((index * 1000) / perSecond),
  }));
  for (const { episodeId, atMs } of schedule)
    access.later(atMs, () => scanEpisode(access, episodeId));
  return { schedule, startedAt: access.now() };
}

function scanEpisode(access: ScanAccess, episodeId: number): void {
  const episode = access.state.episodes.get(episodeId);
  if (!episode) return;
  const found = access.derived().episode(episodeId)[0];
  if (found) {
    episode.subtitles.push({
      ...found,
      path: subtitlePathFor(episode.path, found.code2, found.forced, found.hi),
      file_size: 30_000,
    });
    access.derived().forgetEpisode(episodeId);
  }
  access.emit('episode', episodeId);
  access.emit('episode-wanted', episodeId);
  access.emit('badges', null);
}
