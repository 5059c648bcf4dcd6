import { z } from 'zod/mini';
import {
  audioLanguageSchema,
  dataEnvelope,
  flag,
  id,
  subtitleLanguageSchema,
  list,
  optionalText,
  subtitleSchema,
} from './common';

/** An episode as GET episodes returns it (held once in the episodes entity slice). */
export const episodeSchema = z.object({
  sonarrEpisodeId: id,
  sonarrSeriesId: id,
  season: z.int(),
  episode: z.int(),
  title: z.pipe(
    z.nullish(z.string()),
    z.transform((title) => title ?? ''),
  ),
  path: z.string(),
  sceneName: optionalText,
  monitored: flag,
  audio_language: list(audioLanguageSchema),
  subtitles: list(subtitleSchema),
  missing_subtitles: list(subtitleLanguageSchema),
});
export type Episode = z.output<typeof episodeSchema>;

/** `{data}` without a total. */
export const episodeListSchema = dataEnvelope(episodeSchema);
