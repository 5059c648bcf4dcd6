import { z } from 'zod/mini';
import {
  audioLanguageSchema,
  count,
  flag,
  id,
  list,
  optionalText,
  pagedEnvelope,
  yearText,
} from './common';

/** A series as GET series returns it (held once in the series entity slice). */
export const seriesSchema = z.object({
  sonarrSeriesId: id,
  title: z.string(),
  year: yearText,
  path: z.string(),
  poster: optionalText,
  fanart: optionalText,
  overview: optionalText,
  imdbId: optionalText,
  tvdbId: z.pipe(
    z.nullish(z.number()),
    z.transform((value) => value ?? null),
  ),
  seriesType: z.string(),
  monitored: flag,
  ended: flag,
  lastAired: optionalText,
  tags: list(z.string()),
  /** null: no language profile. */
  profileId: z.nullable(id),
  audio_language: list(audioLanguageSchema),
  alternativeTitles: list(z.string()),
  episodeFileCount: count,
  episodeMissingCount: count,
});
export type Series = z.output<typeof seriesSchema>;

export const seriesListSchema = pagedEnvelope(seriesSchema);
