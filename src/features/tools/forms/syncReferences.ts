import type { SyncCandidates } from '../../../api/schemas/subtitles';
import { fileName } from '../toolFiles';

export interface ReferenceOption {
  /** A stream of the video ('a:0', 's:1') or the path of another subtitle file. */
  value: string;
  label: string;
}

const trackLabel = (track: { name: string | null; language: string | null; stream: string }) =>
  `${track.name || track.language || 'Unknown'} (${track.stream})`;

/** What a subtitle can be synced against, labelled by kind: audio tracks, embedded tracks, other files. */
export function referenceOptions(candidates: SyncCandidates | undefined): ReferenceOption[] {
  if (!candidates) return [];
  return [
    ...candidates.audio_tracks.map((track) => ({
      value: track.stream,
      label: `Audio track: ${trackLabel(track)}`,
    })),
    ...candidates.embedded_subtitles_tracks.map((track) => ({
      value: track.stream,
      label: `Embedded subtitles: ${trackLabel(track)}`,
    })),
    ...candidates.external_subtitles_tracks.map((track) => ({
      value: track.path,
      label: `Subtitle file: ${track.name || fileName(track.path)}`,
    })),
  ];
}
