/**
 * Bazarr's jobs queue as the demo state holds it (app/jobs_queue.py from 1.5.3): plain records, no code. Each job's
 * work (a function of the route context, which holds this state) stays with the queue that runs it (queue.ts), so
 * the state's types never lead back to the routes.
 */

export type JobStatus = 'pending' | 'running' | 'failed' | 'completed';

/** What a caller says about the job it queues. */
export interface JobSpec {
  name: string;
  isProgress?: boolean;
  isSignalr?: boolean;
  progressMax?: number;
}

export interface JobRecord {
  job_id: number;
  job_name: string;
  status: JobStatus;
  /** Epoch milliseconds: when it was queued, started, then ended. */
  last_run_time: number;
  is_progress: boolean;
  is_signalr: boolean;
  progress_value: number;
  progress_max: number;
  progress_message: string;
}

/** The queue's lists; failed and completed keep the last ten, as Bazarr's deques. */
export interface JobsState {
  pending: JobRecord[];
  running: JobRecord[];
  failed: JobRecord[];
  completed: JobRecord[];
  lastId: number;
}

export const KEPT_JOBS = 10;

export function emptyJobs(): JobsState {
  return { pending: [], running: [], failed: [], completed: [], lastId: 0 };
}

/** The queues that PATCH system/jobs empties. */
export type ClearableQueue = 'pending' | 'failed' | 'completed';
