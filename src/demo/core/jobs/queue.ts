/**
 * Bazarr's jobs queue (app/jobs_queue.py from 1.5.3): pending, running, failed and completed lists, one job
 * running at a time (Bazarr's default `general.concurrent_jobs`), each job reporting through `jobs` events.
 *
 * A job's work is a generator: it runs until its next `yield`, then the runner waits a step (the time a provider
 * takes for one item) before it goes on. Run inside a request (1.5.4 and 1.5.5) the steps take no time.
 */
import type { JobWork, RouteContext, RouteJobs } from '../routes/context';
import type { DataAction } from '../types';
import { featuresOf } from '../version';
import { JobEvents } from './events';
import { failedJobLog } from './failureLog';
import { jobHandle } from './handle';
import {
  KEPT_JOBS,
  type ClearableQueue,
  type JobRecord,
  type JobSpec,
  type JobsState,
} from './records';

/** Realistic timing: Bazarr's consumer looks at the queue every 0.5 s; a provider answers one item in ~0.2 s. */
export const JOB_START_MS = 300;
export const JOB_STEP_MS = 200;

export interface JobHost {
  jobs(): JobsState;
  version(): string;
  /** A fresh route context for a job's work (the state and derived lists of the moment). */
  context(): RouteContext;
  emit(type: string, payload: unknown, action?: DataAction): void;
  later(ms: number, task: () => void): void;
  now(): number;
}

/** The runner and the queue operations of system/jobs. */
export class JobQueue implements RouteJobs {
  /** Each job's work, by its record (the state holds the records only; a reset state drops them all). */
  private readonly works = new WeakMap<JobRecord, JobWork>();
  private held = false;
  private delayMs: number | null;
  /** A start is scheduled (the consumer's next look at the queue). */
  private starting = false;
  private idleWaiters: (() => void)[] = [];
  private readonly events: JobEvents;

  constructor(
    private readonly host: JobHost,
    delayMs: number | null = null,
  ) {
    this.delayMs = delayMs;
    this.events = new JobEvents(host.emit, () => featuresOf(host.version()));
  }

  private get state(): JobsState {
    return this.host.jobs();
  }

  /** null: realistic timing; 0: as soon as possible (still after the answer). */
  setDelay(ms: number | null): void {
    this.delayMs = ms;
  }

  private startMs(): number {
    return this.delayMs ?? JOB_START_MS;
  }

  private stepMs(): number {
    return this.delayMs ?? JOB_STEP_MS;
  }

  list(id?: number, status?: string): JobRecord[] {
    const { pending, running, failed, completed } = this.state;
    const lists: Record<string, JobRecord[]> = { pending, running, failed, completed };
    const chosen = status
      ? (lists[status] ?? [])
      : [...pending, ...running, ...failed, ...completed];
    return id ? chosen.filter((job) => job.job_id === id) : chosen;
  }

  /** feed_jobs_pending_queue: a pending job and its event; the runner takes it when it is free. */
  add(spec: JobSpec, work: JobWork): JobRecord {
    const state = this.state;
    state.lastId += 1;
    const job: JobRecord = {
      job_id: state.lastId,
      job_name: spec.name,
      status: 'pending',
      last_run_time: this.host.now(),
      is_progress: spec.isProgress ?? false,
      is_signalr: spec.isSignalr ?? false,
      progress_value: 0,
      progress_max: spec.progressMax ?? 0,
      progress_message: '',
    };
    this.works.set(job, work);
    state.pending.push(job);
    this.events.queued(job);
    return job;
  }

  /** Queues work for the runner (1.5.6: the request answers now). */
  queue(spec: JobSpec, work: JobWork): number {
    const job = this.add(spec, work);
    this.schedule();
    return job.job_id;
  }

  /**
   * Queues work and runs it at once, inside the request (1.5.4, 1.5.5: the request waits for its job). An error
   * fails the job and is thrown again, so the request answers it as the version without jobs did.
   */
  runNow(spec: JobSpec, work: JobWork): void {
    const job = this.add(spec, work);
    this.take(job);
    const steps = this.begin(job);
    if (!steps) return;
    for (;;) {
      let done: boolean | undefined;
      try {
        done = steps.next().done;
      } catch (error) {
        this.logFailure(error);
        this.finish(job, 'failed');
        throw error;
      }
      if (done) break;
    }
    this.finish(job, 'completed');
  }

  remove(id: number): boolean {
    const state = this.state;
    const index = state.pending.findIndex((job) => job.job_id === id);
    if (index < 0) return false;
    state.pending.splice(index, 1);
    this.events.changed(id, 'delete');
    this.settle();
    return true;
  }

  clear(queue: ClearableQueue): void {
    this.state[queue].length = 0;
    this.settle();
  }

  move(id: number, where: 'top' | 'bottom'): boolean {
    const { pending } = this.state;
    const index = pending.findIndex((job) => job.job_id === id);
    const job = pending[index];
    if (!job) return false;
    pending.splice(index, 1);
    if (where === 'top') pending.unshift(job);
    else pending.push(job);
    this.events.changed(id);
    return true;
  }

  /** force_start_pending_job: runs it now, beside whatever runs already. */
  forceStart(id: number): boolean {
    const job = this.state.pending.find((candidate) => candidate.job_id === id);
    if (!job) return false;
    this.take(job);
    this.drive(job, this.begin(job));
    return true;
  }

  /** Pending jobs stay pending until `release()` (the running one finishes). */
  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    this.schedule();
  }

  get isHeld(): boolean {
    return this.held;
  }

  /** Resolves once nothing is pending or running (or only held jobs are pending). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** After a reset: no start scheduled any more (its timer was cleared). */
  forget(): void {
    this.starting = false;
    this.held = false;
    this.settle();
  }

  private isIdle(): boolean {
    const { pending, running } = this.state;
    return running.length === 0 && (pending.length === 0 || this.held);
  }

  private settle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** consume_jobs_pending_queue: one job at a time, the next one a moment after the queue has room. */
  private schedule(): void {
    const { pending, running } = this.state;
    if (this.held || this.starting || pending.length === 0 || running.length > 0) {
      this.settle();
      return;
    }
    this.starting = true;
    this.host.later(this.startMs(), () => {
      this.starting = false;
      const state = this.state;
      const job = state.pending[0];
      if (this.held || !job || state.running.length > 0) {
        this.schedule();
        return;
      }
      this.take(job);
      this.drive(job, this.begin(job));
    });
  }

  private take(job: JobRecord): void {
    const { pending, running } = this.state;
    pending.splice(pending.indexOf(job), 1);
    job.status = 'running';
    job.last_run_time = this.host.now();
    running.push(job);
  }

  /** The running event, then the work up to its first step. */
  private begin(job: JobRecord): Iterator<unknown> | null {
    this.events.started(job);
    try {
      const work = this.works.get(job);
      return work
        ? (work(
            this.host.context(),
            jobHandle(job, () => this.state.running.includes(job), this.events),
          ) ?? null)
        : null;
    } catch (error) {
      // A plain function that threw: the runner fails it below.
      return {
        next: () => {
          throw error;
        },
      };
    }
  }

  private drive(job: JobRecord, steps: Iterator<unknown> | null): void {
    const step = () => {
      if (!this.state.running.includes(job)) return; // the queue was reset meanwhile
      let done: boolean | undefined;
      try {
        done = steps ? steps.next().done : true;
      } catch (error) {
        this.logFailure(error);
        this.finish(job, 'failed');
        return;
      }
      if (done) this.finish(job, 'completed');
      else this.host.later(this.stepMs(), step);
    };
    step();
  }

  /** Bazarr logs a failed job's error. */
  private logFailure(error: unknown): void {
    this.host.context().state.logs.unshift(failedJobLog(error, this.host.now()));
  }

  private finish(job: JobRecord, status: 'completed' | 'failed'): void {
    const state = this.state;
    this.events.ending(job, status);
    job.status = status;
    job.last_run_time = this.host.now();
    state.running.splice(state.running.indexOf(job), 1);
    const list = state[status];
    list.push(job);
    if (list.length > KEPT_JOBS) list.splice(0, list.length - KEPT_JOBS);
    this.events.ended(job);
    this.schedule();
  }
}
