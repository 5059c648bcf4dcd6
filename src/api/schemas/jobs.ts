import { z } from 'zod/mini';
import { dataEnvelope, flag } from './common';

/** Where a job of Bazarr's queue is (1.5.3+): waiting, running, or one of the last ten ended ones. */
export const JOB_STATUSES = ['pending', 'running', 'failed', 'completed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A status a newer Bazarr may add reads as 'pending' rather than failing the whole list. */
const jobStatus = z.catch(z.enum(JOB_STATUSES), 'pending');

/** A count that may be null while Bazarr has not measured it. */
const progressCount = z.pipe(
  z.nullish(z.number()),
  z.transform((value) => value ?? 0),
);

/** One job of `GET system/jobs` (api-samples/1.5.6/GET_api_system_jobs.json). */
export const jobSchema = z.object({
  job_id: z.int(),
  /** Renamed by Bazarr as the job goes ('Downloading missing subtitles for X' -> 'Downloaded ...'). */
  job_name: z.string(),
  status: jobStatus,
  /** Server-local 'YYYY-MM-DD HH:MM:SS.ffffff': when it was queued, started or ended ('' from 1.5.3, which leaves it out). */
  last_run_time: z._default(z.string(), ''),
  /** Whether it reports progress (value of max, with a message naming the item). */
  is_progress: flag,
  /** Queued by an event of Sonarr or Radarr rather than by a user or the scheduler. */
  is_signalr: flag,
  progress_value: progressCount,
  progress_max: progressCount,
  progress_message: z.pipe(
    z.nullish(z.string()),
    z.transform((text) => text ?? ''),
  ),
});
export type Job = z.output<typeof jobSchema>;
export const jobListSchema = dataEnvelope(jobSchema);
