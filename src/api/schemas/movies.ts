import { z } from 'zod/mini';
import {
  audioLanguageSchema,
  flag,
  id,
  subtitleLanguageSchema,
  list,
  optionalText,
  pagedEnvelope,
  subtitleSchema,
  yearText,
} from './common';

/** A movie as GET movies returns it (held once in the movies entity slice). */
export const movieSchema = z.object({
  radarrId: id,
  title: z.string(),
  year: yearText,
  /** The video file. */
  path: z.string(),
  sceneName: optionalText,
  poster: optionalText,
  fanart: optionalText,
  overview: optionalText,
  imdbId: optionalText,
  monitored: flag,
  tags: list(z.string()),
  /** null: no language profile. */
  profileId: z.nullable(id),
  audio_language: list(audioLanguageSchema),
  alternativeTitles: list(z.string()),
  subtitles: list(subtitleSchema),
  missing_subtitles: list(subtitleLanguageSchema),
});
export type Movie = z.output<typeof movieSchema>;

export const movieListSchema = pagedEnvelope(movieSchema);
