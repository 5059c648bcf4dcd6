import { addListener } from '@reduxjs/toolkit';
import { jobsApi, selectJobList } from '../api/jobs';
import type { Job } from '../api/schemas/jobs';
import type { AppDispatch, RootState } from '../lib/store';
import { jobsUpdated } from '../realtime/jobEvents';
import { selectIsBackendOffline } from '../realtime/realtimeSlice';
import type { TaskListenerApi } from './taskListenerApi';

/** How long after its answer a request's job may take to show up (its `pending` event comes before the answer). */
export const IDENTIFY_MS = 3000;

/** Without news of a followed job for this long, its list is read again (the socket may have missed events). */
export const FOLLOW_CHECK_MS = 15_000;

export type JobOutcome =
  /** The job ended as Bazarr reports it. */
  | { kind: 'ended'; job: Job }
  /** A user removed the job from the queue before it ran. */
  | { kind: 'removed'; job: Job }
  /** No job could be told apart as this request's, or it left the list unseen: the answer is all there is. */
  | { kind: 'unknown' };

/** What a followed job is doing now, for its task's notification. */
export interface JobProgress {
  job: Job;
  /** Pending jobs ahead of it in Bazarr's queue. */
  ahead: number;
}

// The store's own dispatch knows the listener middleware's `addListener` answer (an unsubscribe function).
const addJobListener = addListener.withTypes<RootState, AppDispatch>();

const jobsOf = (state: RootState): Job[] | undefined => selectJobList(state).data;

function maxId(jobs: readonly Job[] | undefined): number {
  return (jobs ?? []).reduce((max, job) => Math.max(max, job.job_id), 0);
}

const hasEnded = (job: Job) => job.status === 'completed' || job.status === 'failed';

/** Reads the job list again, now. */
async function rereadJobs(api: TaskListenerApi): Promise<void> {
  const read = api.dispatch(
    jobsApi.endpoints.getJobs.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  await read;
}

/**
 * The request's job among the new ones: the one whose name holds the task's words (an item's title, a file name:
 * Bazarr names its jobs after them), else the first queued. Jobs Sonarr or Radarr queued (`is_signalr`) are never
 * a user's.
 */
function pickJob(candidates: readonly number[], jobs: readonly Job[], hint: string): Job | null {
  const known = candidates
    .map((id) => jobs.find((job) => job.job_id === id))
    .filter((job): job is Job => job !== undefined && !job.is_signalr);
  return known.find((job) => hint !== '' && job.job_name.includes(hint)) ?? known[0] ?? null;
}

export interface JobWatch {
  /** Once the request was answered: the job it queued, followed to its end. */
  follow(hint: string, onProgress: (progress: JobProgress) => void): Promise<JobOutcome>;
  /** Stops watching (always called, also when the request failed). */
  stop(): void;
}

/**
 * Watches the jobs Bazarr queues from now on, to tell which one a request is about to queue. Started before the
 * request: Bazarr announces a new job (its `pending` event) before it answers. Needs the job list, which the
 * shell's Jobs button keeps read and up to date on a Bazarr with jobs.
 */
export async function watchNewJobs(api: TaskListenerApi): Promise<JobWatch> {
  const subscription = api.dispatch(jobsApi.endpoints.getJobs.initiate());
  await subscription;
  const before = maxId(jobsOf(api.getState()));
  const seen: number[] = [];
  const unsubscribe = (api.dispatch as AppDispatch)(
    addJobListener({
      actionCreator: jobsUpdated,
      effect: ({ payload }) => {
        for (const { id, removed } of payload)
          if (!removed && id > before && !seen.includes(id)) seen.push(id);
      },
    }),
  );

  const candidates = (state: RootState) => {
    const listed = (jobsOf(state) ?? []).map((job) => job.job_id).filter((id) => id > before);
    return [...new Set([...seen, ...listed])].sort((a, b) => a - b);
  };

  async function identify(hint: string): Promise<Job | null> {
    const named = (state: RootState) => {
      const ids = candidates(state);
      const jobs = jobsOf(state) ?? [];
      return ids.length > 0 && ids.every((id) => jobs.some((job) => job.job_id === id));
    };
    if (!named(api.getState())) await api.condition((_, state) => named(state), IDENTIFY_MS);
    // The events may have been missed (socket away): the list itself says what is new.
    if (candidates(api.getState()).length === 0) await rereadJobs(api);
    return pickJob(candidates(api.getState()), jobsOf(api.getState()) ?? [], hint);
  }

  async function followToEnd(
    jobId: number,
    onProgress: (progress: JobProgress) => void,
  ): Promise<JobOutcome> {
    let last: Job | undefined;
    const current = (state: RootState) => jobsOf(state)?.find((job) => job.job_id === jobId);
    const report = (state: RootState) => {
      const jobs = jobsOf(state) ?? [];
      const job = current(state);
      if (!job || job === last) return;
      last = job;
      const index = jobs.indexOf(job);
      const ahead = jobs.slice(0, index).filter((other) => other.status === 'pending').length;
      onProgress({ job, ahead });
    };
    report(api.getState());
    for (;;) {
      const job = current(api.getState());
      if (job && hasEnded(job)) return { kind: 'ended', job };
      if (!job) {
        if (!last) return { kind: 'unknown' };
        return last.status === 'pending' ? { kind: 'removed', job: last } : { kind: 'unknown' };
      }
      const changed = await api.condition((_, state) => {
        report(state);
        const now = current(state);
        return !now || hasEnded(now) || selectIsBackendOffline(state);
      }, FOLLOW_CHECK_MS);
      const away = selectIsBackendOffline(api.getState());
      if (away) await api.condition((_, state) => !selectIsBackendOffline(state));
      // Events may have been missed while nothing came, or while Bazarr was away.
      if (!changed || away) await rereadJobs(api);
    }
  }

  return {
    async follow(hint, onProgress) {
      const job = await identify(hint);
      return job ? followToEnd(job.job_id, onProgress) : { kind: 'unknown' };
    },
    stop() {
      unsubscribe();
      subscription.unsubscribe();
    },
  };
}
