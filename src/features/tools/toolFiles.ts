import type { Subtitle } from '../../api/schemas/common';
import type { SubtitleTarget } from '../subtitles/queuedActions/subtitleTarget';

/** One episode or movie whose subtitle files the tools list (a series gives one per episode). */
export interface ToolItem {
  target: SubtitleTarget;
  /** The item's subtitles; embedded tracks (no path) are left out of the list. */
  subtitles: readonly Subtitle[];
  /** Names the item above its files when several items are listed (default: the target's label). */
  heading?: string;
}

/** A subtitle file on disk (embedded tracks have no path and cannot be edited). */
export type SubtitleFile = Subtitle & { path: string };

/** A file in the tools list, with the episode or movie it belongs to (the target of its requests). */
export type ToolFile = SubtitleFile & { target: SubtitleTarget; heading: string };

export function isSubtitleFile(subtitle: Subtitle): subtitle is SubtitleFile {
  return subtitle.path !== null && subtitle.path !== '';
}

/** The external files of the items, in the items' order. */
export function toolFilesOf(items: readonly ToolItem[]): ToolFile[] {
  return items.flatMap(({ target, subtitles, heading = target.label }) =>
    subtitles.filter(isSubtitleFile).map((subtitle) => ({ ...subtitle, target, heading })),
  );
}

/** PATCH subtitles names the item by type and id (sonarrEpisodeId or radarrId). */
export function modificationTarget(target: SubtitleTarget): {
  type: 'episode' | 'movie';
  id: number;
} {
  return target.kind === 'episode'
    ? { type: 'episode', id: target.episodeId }
    : { type: 'movie', id: target.radarrId };
}

/** docs/behaviour.md §5: the tools can only edit SubRip files. */
export function isEditableFile(file: SubtitleFile): boolean {
  return file.path.toLowerCase().endsWith('.srt');
}

/** The last segment of a path, for '/' and '\' separators alike. */
export function fileName(path: string): string {
  return path.split(/[\\/]/).pop() || path;
}
