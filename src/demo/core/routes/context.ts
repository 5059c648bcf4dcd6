import type { Params } from '../http/params';
import type { ClearableQueue, JobRecord, JobSpec } from '../jobs/records';
import type { DemoFeature, DemoFeatures } from '../version';
import type { Derived } from '../state/derived';
import type { DemoState } from '../state/types';
import type { DataAction, DemoRequest, DemoResponse } from '../types';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What a route handler may touch: the state, the clock, the event stream and the server's lifecycle. */
export interface RouteContext {
  request: DemoRequest;
  params: Params;
  /** The base URL Bazarr was started with ('' or '/bazarr'); it prefixes image paths, as in Bazarr. */
  baseUrl: string;
  state: DemoState;
  derived: Derived;
  now(): number;
  emit(type: string, payload?: unknown, action?: DataAction): void;
  /** Runs a task later (task runs, restarts); cancelled when the backend is disposed or reset. */
  later(ms: number, task: () => void): void;
  /** Restart: away for a moment then back; shutdown: gone until the process restarts. */
  lifecycle: { restart(): void; shutdown(): void };
  /** The form-login session of this request. */
  session: { loggedIn: boolean; login(): void; logout(): void };
  /** What the Bazarr being played (`state.bazarrVersion`) does (version.ts). */
  features: DemoFeatures;
  /** Bazarr's jobs queue (jobs/queue.ts). */
  jobs: RouteJobs;
}

/**
 * A job's work and the queue that runs it are declared here, beside the route context they take: the context
 * holds the queue, the queue's work takes the context.
 */

/** What a job's work may do to its own entry: progress (update_job_progress) and its name (update_job_name). */
export interface JobHandle {
  readonly id: number;
  /** `value` 'max' fills the bar (progress_max, at least 1); null or 0 leave the value as it is. */
  progress(value: number | 'max' | null, max?: number | null, message?: string): void;
  rename(name: string): void;
}

/**
 * The work of a job: a generator runs until its next `yield`, then the runner waits a step before it goes on.
 * Throwing (any error) makes it a failed job.
 */
export type JobWork = (context: RouteContext, job: JobHandle) => Iterator<unknown> | void;

/** What the routes do with Bazarr's jobs queue. */
export interface RouteJobs {
  /** The jobs of one status (all when none), or the one with this id. */
  list(id?: number, status?: string): JobRecord[];
  /** Queues work for the runner (1.5.6: the request answers now); returns the job's id. */
  queue(spec: JobSpec, work: JobWork): number;
  /** Queues work and runs it at once, inside the request (1.5.4, 1.5.5); its error is thrown again. */
  runNow(spec: JobSpec, work: JobWork): void;
  /** Removes a pending job; false when there is none with this id. */
  remove(id: number): boolean;
  clear(queue: ClearableQueue): void;
  move(id: number, where: 'top' | 'bottom'): boolean;
  /** Runs a pending job now, beside whatever runs already. */
  forceStart(id: number): boolean;
}

export type Handler = (context: RouteContext) => DemoResponse | Promise<DemoResponse>;

export interface Route {
  method: HttpMethod;
  /** Path below the base URL, e.g. '/api/series'. */
  path: string;
  handler: Handler;
  /** Answers without the API key (login, ping). */
  public?: boolean;
  /** Only the versions with this feature have the route; older ones answer as for an unknown route. */
  since?: DemoFeature;
}
