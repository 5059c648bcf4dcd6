import type { DemoFeatures } from '../version';
import type { JobRecord } from './records';

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** Python's `str(datetime)`: '2026-11-28 16:52:49.868652' (UTC here). */
export function pythonDateTime(time: number): string {
  const date = new Date(time);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const clock = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${day} ${clock}.${pad(date.getUTCMilliseconds() * 1000, 6)}`;
}

/** One row of GET system/jobs: 1.5.3 lists id, name and status; from 1.5.4 the progress fields too. */
export function jobView(job: JobRecord, features: DemoFeatures) {
  if (!features.actionsAreJobs)
    return { job_id: job.job_id, job_name: job.job_name, status: job.status };
  return {
    job_id: job.job_id,
    job_name: job.job_name,
    status: job.status,
    last_run_time: pythonDateTime(job.last_run_time),
    is_progress: job.is_progress,
    is_signalr: job.is_signalr,
    progress_value: job.progress_value,
    progress_max: job.progress_max,
    progress_message: job.progress_message,
  };
}
