import type { Subtitle } from '../../api/schemas/common';

/** The library item whose subtitles the tools work on. */
export interface ToolTarget {
  type: 'episode' | 'movie';
  /** sonarrEpisodeId or radarrId. */
  id: number;
}

/** A subtitle file on disk (embedded tracks have no path and cannot be edited). */
export type SubtitleFile = Subtitle & { path: string };

export function isSubtitleFile(subtitle: Subtitle): subtitle is SubtitleFile {
  return subtitle.path !== null && subtitle.path !== '';
}

/** SPEC §5: the tools can only edit SubRip files. */
export function isEditableFile(file: SubtitleFile): boolean {
  return file.path.toLowerCase().endsWith('.srt');
}

/** The last segment of a path, for '/' and '\' separators alike. */
export function fileName(path: string): string {
  return path.split(/[\\/]/).pop() || path;
}
