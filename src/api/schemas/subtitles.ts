import { z } from 'zod/mini';
import { dataEnvelope, flag, list, optionalText } from './common';

/** GET subtitles/info: what guessit reads from an uploaded file name. */
export const subtitleInfoSchema = z.object({
  filename: z.string(),
  /** code2, possibly with ':hi' or ':forced'; empty when unknown. */
  subtitle_language: z.pipe(
    z.nullish(z.string()),
    z.transform((language) => language ?? ''),
  ),
  /** 0 when absent. */
  season: z._default(z.int(), 0),
  episode: z._default(z.int(), 0),
});
export type SubtitleInfo = z.output<typeof subtitleInfoSchema>;
export const subtitleInfoListSchema = dataEnvelope(subtitleInfoSchema);

const audioTrackSchema = z.object({
  stream: z.string(),
  name: optionalText,
  language: optionalText,
});
const embeddedSubtitleTrackSchema = z.object({
  stream: z.string(),
  name: optionalText,
  language: optionalText,
  forced: flag,
  hearing_impaired: flag,
});
const externalSubtitleTrackSchema = z.object({
  name: optionalText,
  path: z.string(),
  language: optionalText,
  forced: flag,
  hearing_impaired: flag,
});

/** GET subtitles: the references a subtitle can be synced against. */
export const syncCandidatesSchema = z.object({
  audio_tracks: list(audioTrackSchema),
  embedded_subtitles_tracks: list(embeddedSubtitleTrackSchema),
  external_subtitles_tracks: list(externalSubtitleTrackSchema),
});
export type SyncCandidates = z.output<typeof syncCandidatesSchema>;
export type AudioTrack = z.output<typeof audioTrackSchema>;
export type EmbeddedSubtitleTrack = z.output<typeof embeddedSubtitleTrackSchema>;
export type ExternalSubtitleTrack = z.output<typeof externalSubtitleTrackSchema>;
export const syncCandidatesEnvelopeSchema = z.object({ data: syncCandidatesSchema });
