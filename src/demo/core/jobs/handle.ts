import type { JobHandle } from '../routes/context';
import type { JobEvents } from './events';
import type { JobRecord } from './records';

/**
 * What a running job's work may do to its own entry (update_job_progress, update_job_name). Progress stops once
 * the job no longer runs (finished, or the queue was reset).
 */
export function jobHandle(job: JobRecord, isRunning: () => boolean, events: JobEvents): JobHandle {
  return {
    id: job.job_id,
    progress: (value, max = null, message = '') => {
      if (!isRunning()) return;
      let maxUpdated = false;
      if (value === 'max') {
        job.progress_value = job.progress_max = job.progress_max || 1;
        maxUpdated = true;
      } else if (value) job.progress_value = value;
      if (max && !maxUpdated) job.progress_max = max;
      if (message) job.progress_message = message;
      events.progressed(job);
    },
    rename: (name) => {
      job.job_name = name;
      events.renamed(job);
    },
  };
}
