import { z } from 'zod/mini';
import { dataEnvelope, flag, id, list, optionalText, yearText } from './common';

export const systemStatusSchema = z.object({
  bazarr_version: z.string(),
  package_version: optionalText,
  sonarr_version: optionalText,
  radarr_version: optionalText,
  operating_system: optionalText,
  python_version: optionalText,
  database_engine: optionalText,
  database_migration: optionalText,
  bazarr_directory: optionalText,
  bazarr_config_directory: optionalText,
  /** Epoch seconds (float). */
  start_time: z.pipe(
    z.nullish(z.number()),
    z.transform((time) => time ?? null),
  ),
  timezone: optionalText,
});
export type SystemStatus = z.output<typeof systemStatusSchema>;
export const systemStatusEnvelopeSchema = z.object({ data: systemStatusSchema });

export const healthIssueSchema = z.object({ object: z.string(), issue: z.string() });
export type HealthIssue = z.output<typeof healthIssueSchema>;
export const healthListSchema = dataEnvelope(healthIssueSchema);

export const releaseSchema = z.object({
  name: z.string(),
  /** Lines of the release notes; markdown links are still in them. */
  body: list(z.string()),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  prerelease: flag,
  current: flag,
});
export type Release = z.output<typeof releaseSchema>;
export const releaseListSchema = dataEnvelope(releaseSchema);

/** DEBUG, INFO, WARNING, ERROR (other levels pass as text). */
export const logEntrySchema = z.object({
  timestamp: z.string(),
  type: z.string(),
  message: z.string(),
  exception: optionalText,
});
export type LogEntry = z.output<typeof logEntrySchema>;
export const logListSchema = dataEnvelope(logEntrySchema);

export const announcementSchema = z.object({
  text: z.string(),
  /** Empty or null when there is no link. */
  link: optionalText,
  hash: z.string(),
  dismissible: flag,
  /** Humanised, e.g. '3 weeks ago'. */
  timestamp: z.string(),
  enabled: z._default(z.boolean(), true),
});
export type Announcement = z.output<typeof announcementSchema>;
export const announcementListSchema = dataEnvelope(announcementSchema);

export const taskSchema = z.object({
  name: z.string(),
  job_id: z.string(),
  /** e.g. 'every 6 hours' or 'None'. */
  interval: z.string(),
  /** e.g. 'in 5 hours' or 'Never'. */
  next_run_in: z.string(),
  next_run_time: optionalText,
  job_running: flag,
});
export type Task = z.output<typeof taskSchema>;
export const taskListSchema = dataEnvelope(taskSchema);

export const backupSchema = z.object({
  /** e.g. 'Nov 21 2026'. */
  date: z.string(),
  filename: z.string(),
  /** e.g. '95.4 KB'. */
  size: z.string(),
  type: z.string(),
});
export type Backup = z.output<typeof backupSchema>;
export const backupListSchema = dataEnvelope(backupSchema);

/** GET system/searches: a series (sonarrSeriesId) or a movie (radarrId); bare array. */
export const searchSuggestionSchema = z.object({
  title: z.string(),
  year: yearText,
  sonarrSeriesId: z.optional(id),
  radarrId: z.optional(id),
  poster: optionalText,
});
export type SearchSuggestion = z.output<typeof searchSuggestionSchema>;
export const searchSuggestionListSchema = list(searchSuggestionSchema);

export const pingSchema = z.object({ status: z.string() });

/** The `test/...` proxy used by the Sonarr/Radarr 'Test' button. */
export const connectionTestReplySchema = z.object({
  status: z.optional(z.boolean()),
  version: z.optional(z.string()),
  error: z.optional(z.string()),
  code: z.optional(z.number()),
});
export type ConnectionTestReply = z.output<typeof connectionTestReplySchema>;
