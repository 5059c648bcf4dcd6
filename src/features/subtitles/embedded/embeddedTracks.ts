import type { Subtitle } from '../../../api/schemas/common';
import type { TaskRequest } from '../../../tasks/tasksSlice';
import { modificationTarget } from '../../tools/toolFiles';
import { targetItemKey, type SubtitleTarget } from '../queuedActions/subtitleTarget';

/** An embedded track (no file) that Bazarr names by its database id (Bazarr 1.6.1 on). */
export type EmbeddedTrack = Subtitle & { path: null; id: number };

/**
 * An embedded track Bazarr can act on: one without an `id` comes from a Bazarr that cannot name it (before 1.6.1,
 * or Bazarr+), whatever its version says.
 */
export function isIdentifiedTrack(subtitle: Subtitle): subtitle is EmbeddedTrack {
  return subtitle.path === null && typeof subtitle.id === 'number';
}

/** 'English (HI) embedded track', what a task's progress names it by. */
export function trackDescription({ name, hi, forced }: Subtitle): string {
  return `${name}${hi ? ' (HI)' : forced ? ' (Forced)' : ''} embedded track`;
}

/**
 * PATCH subtitles on an embedded track, named by `subtitles_id` with no `path`, as Bazarr 1.6.1 takes it: `extract`
 * writes the track to a file (`language` is the track's own), `translate` makes a file in `language` from it.
 */
export function trackTask(
  target: SubtitleTarget,
  track: EmbeddedTrack,
  action: 'extract' | 'translate',
  language: string = track.code2,
): TaskRequest {
  return {
    description: trackDescription(track),
    endpoint: 'modifySubtitle',
    args: {
      action,
      ...modificationTarget(target),
      language,
      subtitles_id: track.id,
      hi: track.hi,
      forced: track.forced,
    },
    itemKey: targetItemKey(target),
  };
}
