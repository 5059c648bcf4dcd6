import { z } from 'zod/mini';
import {
  flag,
  id,
  subtitleLanguageSchema,
  list,
  optionalText,
  pagedEnvelope,
  subsId,
} from './common';

/**
 * History actions (docs/behaviour.md §3). The API sends a number; codes outside this table are kept as numbers
 * and shown as 'Unknown' (`historyActionName`).
 */
export const HISTORY_ACTIONS: Readonly<Record<number, string>> = {
  0: 'Delete',
  1: 'Download',
  2: 'Manual',
  3: 'Upgrade',
  4: 'Upload',
  5: 'Sync',
  6: 'Translated',
};

export function historyActionName(action: number): string {
  return HISTORY_ACTIONS[action] ?? 'Unknown';
}

/** Fields common to episode and movie history entries. */
const historyEntryFields = {
  action: z.int(),
  language: z.pipe(
    z.nullish(subtitleLanguageSchema),
    z.transform((language) => language ?? null),
  ),
  provider: optionalText,
  /** A percentage as text, e.g. '91.67%'; null when there is no score (uploads, deletions). */
  score: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((score) => (score == null ? null : String(score))),
  ),
  matches: list(z.string()),
  dont_matches: list(z.string()),
  /** Humanised, e.g. 'a minute ago'. */
  timestamp: z.string(),
  /** 'MM/DD/YY HH:MM:SS'. */
  parsed_timestamp: optionalText,
  description: z.string(),
  blacklisted: flag,
  upgradable: flag,
  subs_id: z.pipe(
    z.nullish(subsId),
    z.transform((value) => value ?? null),
  ),
  subtitles_path: optionalText,
  monitored: flag,
  tags: list(z.string()),
};

export const episodeHistoryEntrySchema = z.object({
  ...historyEntryFields,
  seriesTitle: z.string(),
  episode_number: z.string(),
  episodeTitle: z.pipe(
    z.nullish(z.string()),
    z.transform((title) => title ?? ''),
  ),
  sonarrSeriesId: id,
  sonarrEpisodeId: id,
});
export type EpisodeHistoryEntry = z.output<typeof episodeHistoryEntrySchema>;

export const movieHistoryEntrySchema = z.object({
  ...historyEntryFields,
  title: z.string(),
  radarrId: id,
});
export type MovieHistoryEntry = z.output<typeof movieHistoryEntrySchema>;

export const episodeHistorySchema = pagedEnvelope(episodeHistoryEntrySchema);
export const movieHistorySchema = pagedEnvelope(movieHistoryEntrySchema);

const statsPointSchema = z.object({ date: z.string(), count: z.int() });
export type HistoryStatsPoint = z.output<typeof statsPointSchema>;

/** GET history/stats: one point per day, zero days included. */
export const historyStatsSchema = z.object({
  series: list(statsPointSchema),
  movies: list(statsPointSchema),
});
export type HistoryStats = z.output<typeof historyStatsSchema>;
