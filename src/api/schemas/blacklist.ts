import { z } from 'zod/mini';
import { id, subtitleLanguageSchema, optionalText, pagedEnvelope, subsId } from './common';

const blacklistEntryFields = {
  provider: z.string(),
  subs_id: subsId,
  language: subtitleLanguageSchema,
  /** Humanised, e.g. '25 seconds ago'. */
  timestamp: z.string(),
  parsed_timestamp: optionalText,
};

export const episodeBlacklistEntrySchema = z.object({
  ...blacklistEntryFields,
  seriesTitle: z.string(),
  episode_number: z.string(),
  episodeTitle: z.pipe(
    z.nullish(z.string()),
    z.transform((title) => title ?? ''),
  ),
  sonarrSeriesId: id,
});
export type EpisodeBlacklistEntry = z.output<typeof episodeBlacklistEntrySchema>;

export const movieBlacklistEntrySchema = z.object({
  ...blacklistEntryFields,
  title: z.string(),
  radarrId: id,
});
export type MovieBlacklistEntry = z.output<typeof movieBlacklistEntrySchema>;

/** `{data}` without a total: the total is the length of the list. */
export const episodeBlacklistSchema = pagedEnvelope(episodeBlacklistEntrySchema);
export const movieBlacklistSchema = pagedEnvelope(movieBlacklistEntrySchema);
