import { z } from 'zod/mini';
import { dataEnvelope, flag, list, optionalText } from './common';

// What the System pages (status, releases, logs, announcements, tasks, backups) and the settings' connection tests
// read: none of it on a first screen, so apart from the shell's (./system.ts).

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

/** The `test/...` proxy used by the Sonarr/Radarr 'Test' button. */
export const connectionTestReplySchema = z.object({
  status: z.optional(z.boolean()),
  version: z.optional(z.string()),
  error: z.optional(z.string()),
  code: z.optional(z.number()),
});
export type ConnectionTestReply = z.output<typeof connectionTestReplySchema>;
