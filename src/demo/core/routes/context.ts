import type { Params } from '../http/params';
import type { JobQueue } from '../jobs';
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
  /** Bazarr's jobs queue (jobs.ts). */
  jobs: JobQueue;
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
