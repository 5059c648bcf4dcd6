import type { Job, JobStatus } from '../../api/schemas/jobs';

export interface JobSection {
  status: JobStatus;
  title: string;
  jobs: Job[];
  /** Jobs of the section not listed (a sync can queue hundreds). */
  hidden: number;
}

/** Bazarr's lists in the order a user reads them: what runs, what waits, then what ended. */
const TITLES: Record<JobStatus, string> = {
  running: 'Running',
  pending: 'Pending',
  failed: 'Failed',
  completed: 'Completed',
};
const ORDER: readonly JobStatus[] = ['running', 'pending', 'failed', 'completed'];

/** Pending jobs listed at most; the rest are counted. */
export const SHOWN_PENDING = 100;

const newestFirst = (a: Job, b: Job) => b.last_run_time.localeCompare(a.last_run_time);

/** The job list in sections: pending in queue order, ended ones newest first; empty sections left out. */
export function jobSections(jobs: readonly Job[]): JobSection[] {
  return ORDER.map((status) => {
    const all = jobs.filter((job) => job.status === status);
    const sorted = status === 'pending' || status === 'running' ? all : [...all].sort(newestFirst);
    const limit = status === 'pending' ? SHOWN_PENDING : sorted.length;
    return {
      status,
      title: TITLES[status],
      jobs: sorted.slice(0, limit),
      hidden: Math.max(0, sorted.length - limit),
    };
  }).filter((section) => section.jobs.length > 0);
}

/** 'HH:MM:SS' of Bazarr's server-local 'YYYY-MM-DD HH:MM:SS.ffffff'. */
export function jobTime(lastRunTime: string): string {
  return lastRunTime.slice(11, 19);
}
