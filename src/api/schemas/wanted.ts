import { z } from 'zod/mini';
import { id, subtitleLanguageSchema, list, optionalText, pagedEnvelope } from './common';

export const wantedEpisodeSchema = z.object({
  seriesTitle: z.string(),
  /** 'SxE', e.g. '5x10'. */
  episode_number: z.string(),
  episodeTitle: z.pipe(
    z.nullish(z.string()),
    z.transform((title) => title ?? ''),
  ),
  missing_subtitles: list(subtitleLanguageSchema),
  sonarrSeriesId: id,
  sonarrEpisodeId: id,
  sceneName: optionalText,
  tags: list(z.string()),
  seriesType: optionalText,
});
export type WantedEpisode = z.output<typeof wantedEpisodeSchema>;

export const wantedMovieSchema = z.object({
  title: z.string(),
  missing_subtitles: list(subtitleLanguageSchema),
  radarrId: id,
  sceneName: optionalText,
  tags: list(z.string()),
});
export type WantedMovie = z.output<typeof wantedMovieSchema>;

export const wantedEpisodesSchema = pagedEnvelope(wantedEpisodeSchema);
export const wantedMoviesSchema = pagedEnvelope(wantedMovieSchema);
