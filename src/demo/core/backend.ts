import { EventHub, isDataEvent } from './events';
import { corruptJson, faultAnswer, namesPath, NO_FAULTS, type Faults } from './faults';
import { DemoHttpError } from './http/errors';
import { Holds, type HoldFilter } from './holds';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { Params } from './http/params';
import { JobQueue } from './jobs/queue';
import { jobView } from './jobs/view';
import { errorResponse, unauthorized } from './http/responses';
import { logRequest, type LoggedRequest } from './requestLog';
import type { RouteContext } from './routes/context';
import { createRouter } from './routes/index';
import { startScanStream, type ScanStreamOptions } from './scanStream';
import { seedState as seedWith, type SeedOptions } from './seedState';
import { readSession, sessionCookie } from './session';
import { Derived } from './state/derived';
import type { DemoState } from './state/types';
import type { DataEvent, DemoRequest, DemoResponse } from './types';
import { featuresOf } from './version';
import { queueBackgroundSearches, type BackgroundJobsOptions } from './routes/jobRuns';

export { DEMO_CREDENTIALS } from './seedState';
export type { LoggedRequest } from './requestLog';
export type { Lifecycle } from './lifecycle';

/** What the page hook gets to render index.html for a GET no route answers. */
export interface PageAccess {
  state: DemoState;
  baseUrl: string;
  /** The form-login session of the request holds a login. */
  loggedIn: boolean;
}

export interface DemoBackendOptions extends SeedOptions {
  /** How long a restart keeps the backend away. */
  restartMs?: number;
  now?: () => number;
  /**
   * Answers a GET that no route takes, as Bazarr answers it with its rendered index.html. The HTTP server passes
   * one (server/servedBackend.ts); without it such a GET is a 404, which is all msw and unit tests need.
   */
  page?: (request: DemoRequest, access: PageAccess) => Promise<DemoResponse>;
  /** Holds an answer before it leaves (the server's DEMO_LATENCY=real), from the path and the body. */
  beforeAnswer?: (path: string, body: string) => Promise<void>;
  /**
   * Jobs (from 1.5.3): the wait before a queued job starts and between its steps. Default: Bazarr's timing (about
   * 0.3 s to start, 0.2 s an item); 0: at once after the answer. `control.setJobDelay` changes it.
   */
  jobDelayMs?: number;
}

export function createDemoBackend(options: DemoBackendOptions = {}) {
  const now = options.now ?? Date.now;
  const baseUrl = options.baseUrl ?? '';
  const router = createRouter();
  const events = new EventHub();
  const requests: LoggedRequest[] = [];
  let faults: Faults = { ...NO_FAULTS };
  const holds = new Holds();
  const lifecycle = createLifecycle(options.restartMs ?? 2000);
  const { later } = lifecycle;

  const seedState = (): DemoState => seedWith({ ...options, baseUrl }, now());
  let state = seedState();
  let derived = new Derived(state);

  function apiKeyOf(request: DemoRequest, params: Params): string | undefined {
    return request.headers?.['x-api-key'] ?? params.string('apikey');
  }

  /** Jobs run outside any request: a session of their own. */
  const jobSession: RouteContext['session'] = {
    loggedIn: true,
    login: () => undefined,
    logout: () => undefined,
  };
  /** A job runs across writes and mutations: its context reads the state and derived lists of the moment. */
  const jobContext = (): RouteContext =>
    Object.defineProperties(contextFor({ method: 'JOB', path: '' }, jobSession), {
      state: { get: () => state },
      derived: { get: () => derived },
      features: { get: () => featuresOf(state.bazarrVersion) },
    });
  const emit: RouteContext['emit'] = (type, payload = null, action = 'update') =>
    events.emit(type, payload, action);

  function contextFor(request: DemoRequest, session: RouteContext['session']): RouteContext {
    return {
      request,
      params: new Params(request),
      baseUrl,
      state,
      derived,
      now,
      emit,
      later,
      lifecycle,
      session,
      features: featuresOf(state.bazarrVersion),
      jobs,
    };
  }

  const jobs: JobQueue = new JobQueue(
    {
      jobs: () => state.jobs,
      version: () => state.bazarrVersion,
      context: jobContext,
      emit,
      later,
      now,
    },
    options.jobDelayMs ?? null,
  );

  async function dispatch(request: DemoRequest): Promise<DemoResponse> {
    const session = readSession(request, state);
    const context = contextFor(request, session.handle);
    const { params, features } = context;
    const isApi = request.path === '/api' || request.path.startsWith('/api/');
    const match = router.match(
      request.method,
      request.path,
      (route) => !route.since || features[route.since],
    );
    if (match.kind !== 'found') {
      if (request.method === 'GET' && options.page)
        return options.page(request, { state, baseUrl, loggedIn: session.handle.loggedIn });
      return match.kind === 'wrong-method'
        ? errorResponse(405, 'The method is not allowed for the requested URL.')
        : errorResponse(404, 'The requested URL was not found on the server.');
    }
    const guarded = isApi && !match.route.public;
    // Faults hit the guarded API, and a public route (login, /test/) only when failPaths names it.
    if (guarded || namesPath(faults, request.path)) {
      const fault = faultAnswer(faults, request.method, request.path);
      if (fault) return fault;
    }
    if (guarded && apiKeyOf(request, params) !== state.settings.auth?.apikey) return unauthorized();
    try {
      const response = await match.route.handler(context);
      const cookie = session.cookie();
      return cookie === null
        ? response
        : { ...response, headers: { ...response.headers, 'set-cookie': sessionCookie(cookie) } };
    } catch (error) {
      if (error instanceof DemoHttpError) return errorResponse(error.status, error.message);
      return errorResponse(500, error instanceof Error ? error.message : 'Internal error');
    }
  }

  let answering = 0;
  async function handle(request: DemoRequest): Promise<DemoResponse> {
    answering += 1;
    try {
      return await answer(request);
    } finally {
      answering -= 1;
    }
  }

  async function answer(request: DemoRequest): Promise<DemoResponse> {
    const normalized = { ...request, method: request.method.toUpperCase() };
    let response: DemoResponse;
    const { down } = lifecycle;
    if (down === 'shutdown') response = { status: 0, headers: {}, body: '' };
    else if (down === 'restarting') response = errorResponse(503, 'Bazarr is restarting');
    else {
      const isApi = normalized.path.startsWith('/api/');
      if (isApi && faults.delayMs > 0)
        // Unref'd: a long delay must not keep a test process alive after its server closed.
        await new Promise((resolve) => setTimeout(resolve, faults.delayMs).unref?.());
      await holds.wait(normalized);
      response = await dispatch(normalized);
      if (isApi && faults.malformedJson) response = corruptJson(response);
      await options.beforeAnswer?.(normalized.path, response.body);
    }
    logRequest(requests, now(), normalized, response);
    return response;
  }

  const control = {
    /** Sends events as if the backend had emitted them. */
    emit(input: DataEvent | DataEvent[]) {
      const list = Array.isArray(input) ? input : [input];
      if (!list.every(isDataEvent))
        throw new Error('Events must be {type, action: update|delete, payload}');
      for (const event of list) events.publish(event);
    },
    /** Requests taken and not answered yet: the benchmark starts each cold load on an idle backend. */
    get answering(): number {
      return answering;
    },
    get faults(): Readonly<Faults> {
      return faults;
    },
    setFaults(partial: Partial<Faults>) {
      faults = { ...faults, ...partial };
      faults.failMethods = faults.failMethods.map((method) => method.toUpperCase());
    },
    clearFaults() {
      faults = { ...NO_FAULTS };
    },
    /** Holds the answers to `method path...` (that `when` accepts) until `release()` (see holds.ts). */
    hold: (method: string, path: string, when?: HoldFilter) => holds.add(method, path, when),
    requests,
    clearRequests() {
      requests.length = 0;
    },
    /** Changes the state in place (test hooks), then drops the lists derived from it. */
    mutate(change: (current: DemoState) => void) {
      change(state);
      state.version += 1;
      derived = new Derived(state);
    },
    /** A sustained disk scan of one series, event after event (scanStream.ts). */
    scan: (scan: ScanStreamOptions) =>
      startScanStream(
        {
          state,
          derived: () => derived,
          emit: (type, payload) => events.emit(type, payload),
          later,
          now,
        },
        scan,
      ),
    /** Pending jobs stay pending (the running one finishes) until `releaseJobs()`. */
    holdJobs: () => jobs.hold(),
    releaseJobs: () => jobs.release(),
    /** The wait before a queued job starts and between its steps; null: Bazarr's timing (option `jobDelayMs`). */
    setJobDelay: (ms: number | null) => jobs.setDelay(ms),
    /** Resolves once no job is running and none is pending (held ones aside). */
    jobsIdle: () => jobs.idle(),
    /** GET system/jobs as this version answers it, for assertions. */
    jobs: () => jobs.list().map((job) => jobView(job, featuresOf(state.bazarrVersion))),
    /**
     * Queues `count` episode searches of wanted episodes, as a Sonarr sync does (hundreds at once): the jobs a
     * search started from the UI waits behind. From 1.5.3 (its jobs API); returns the ids.
     */
    queueJobs: (count: number, background: BackgroundJobsOptions = {}) =>
      queueBackgroundSearches(jobContext(), count, background),
    /** Folders Bazarr cannot reach from now on (root folders offline): see `state.offline`. */
    setOffline(paths: string[]) {
      state.offline = [...paths];
    },
    restart: () => lifecycle.restart(),
    shutdown: () => lifecycle.shutdown(),
    /** Ends a shutdown, as if the process had been started again. */
    bringUp: () => lifecycle.bringUp(),
    /** A fresh library from the same seed; faults, logs and timers cleared. */
    reset() {
      lifecycle.clearTimers();
      state = seedState();
      derived = new Derived(state);
      faults = { ...NO_FAULTS };
      holds.releaseAll();
      jobs.forget();
      jobs.setDelay(options.jobDelayMs ?? null);
      requests.length = 0;
      events.clearLog();
      if (lifecycle.down) lifecycle.bringUp();
    },
  };

  return {
    get state() {
      return state;
    },
    get derived() {
      return derived;
    },
    baseUrl,
    handle,
    events,
    control,
    /** 'restarting', 'up' or 'shutdown': the server drops sockets or its listener accordingly. */
    onLifecycle: (listener: (event: Lifecycle) => void) => lifecycle.listen(listener),
    isDown: () => lifecycle.down,
    /** Stops pending timers (task runs, restarts). */
    dispose() {
      lifecycle.clearTimers();
      lifecycle.clearListeners();
    },
    /** For tests: the API key the state expects. */
    apiKey: () => String(state.settings.auth?.apikey ?? ''),
  };
}

export type DemoBackend = ReturnType<typeof createDemoBackend>;
export type DemoControl = DemoBackend['control'];
