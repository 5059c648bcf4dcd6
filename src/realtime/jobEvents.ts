import { createAction } from '@reduxjs/toolkit';
import { jobsApi, selectJobList } from '../api/jobs';
import type { TagType } from '../api/baseApi';
import { JOB_STATUSES, type Job, type JobStatus } from '../api/schemas/jobs';
import type { StoreAccess } from './entityRefresh';
import type { SocketEventAction } from './socketEvents';

/**
 * What one `jobs` event says about a job. Bazarr 1.5.3 sends the bare id; from 1.5.4 an object with the status
 * and, for jobs that report it, the progress (`progress_value: null` asks the client to read the whole job).
 */
export interface JobUpdate {
  id: number;
  /** The job left the queue (a pending job deleted). */
  removed: boolean;
  status?: JobStatus;
  progress?: { value: number; max: number; message: string };
  /** The event does not carry the whole job: its name, time or progress are to be read. */
  incomplete: boolean;
}

/** Every `jobs` event of a batch, parsed, in arrival order: what follows a user's job listens to this. */
export const jobsUpdated = createAction<JobUpdate[]>('jobs/updated');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isStatus = (value: unknown): value is JobStatus =>
  (JOB_STATUSES as readonly unknown[]).includes(value);

/** One payload as a JobUpdate; null for one it cannot read. */
export function parseJobUpdate(payload: unknown, action: SocketEventAction): JobUpdate | null {
  const removed = action === 'delete';
  if (typeof payload === 'number' && Number.isInteger(payload))
    return { id: payload, removed, incomplete: true };
  if (!isRecord(payload) || typeof payload.job_id !== 'number') return null;
  const status = isStatus(payload.status) ? payload.status : undefined;
  const value = payload.progress_value;
  const progress =
    typeof value === 'number'
      ? {
          value,
          max: typeof payload.progress_max === 'number' ? payload.progress_max : 0,
          message: typeof payload.progress_message === 'string' ? payload.progress_message : '',
        }
      : undefined;
  return {
    id: payload.job_id,
    removed,
    ...(status ? { status } : {}),
    ...(progress ? { progress } : {}),
    // Bazarr's own rule: a null progress_value asks for the whole job (its new name, its end time).
    incomplete: status === undefined || value === null,
  };
}

/**
 * Writes what the updates say into a cached job list; the ids it does not hold are returned, to be read. One
 * lookup by id per update, and the removed jobs taken out in one pass: a burst names hundreds of jobs.
 */
function patchJobs(jobs: Job[], updates: readonly JobUpdate[]): Set<number> {
  const byId = new Map(jobs.map((job) => [job.job_id, job]));
  const unknown = new Set<number>();
  const removed = new Set<number>();
  for (const update of updates) {
    if (update.removed) {
      if (byId.delete(update.id)) removed.add(update.id);
      continue;
    }
    const job = byId.get(update.id);
    if (!job) {
      unknown.add(update.id);
      continue;
    }
    if (update.status) job.status = update.status;
    if (update.progress) {
      job.progress_value = update.progress.value;
      job.progress_max = update.progress.max;
      if (update.progress.message) job.progress_message = update.progress.message;
    }
  }
  if (removed.size > 0)
    jobs.splice(0, jobs.length, ...jobs.filter((job) => !removed.has(job.job_id)));
  return unknown;
}

/**
 * `jobs` events: the cached job list takes what they say at once (status, progress); when one names a job the
 * list does not hold or leaves part of it out, the list is read again (throttled with the other list refreshes,
 * so the hundreds of jobs a sync queues cost a read every two seconds, not one each).
 */
export function applyJobEvents(
  payloads: readonly unknown[],
  action: SocketEventAction,
  { dispatch, getState }: StoreAccess,
): TagType[] {
  const updates = payloads
    .map((payload) => parseJobUpdate(payload, action))
    .filter((update): update is JobUpdate => update !== null);
  if (updates.length === 0) return [];
  let reread = updates.some((update) => update.incomplete);
  if (selectJobList(getState()).data) {
    dispatch(
      jobsApi.util.updateQueryData('getJobs', undefined, (jobs) => {
        if (patchJobs(jobs, updates).size > 0) reread = true;
      }),
    );
  }
  dispatch(jobsUpdated(updates));
  return reread ? ['Jobs'] : [];
}
