import type { RootState } from '../lib/store';
import { DISCONNECTED_MESSAGE } from '../api/baseQuery';
import { notify } from '../notifications/notificationsSlice';
import { selectIsBackendOffline } from '../realtime/realtimeSlice';
import { selectBackend } from '../api/backend/selectBackend';
import { systemApi } from '../api/system';
import { loadEndpointByName, startEndpoint } from './endpointByName';
import { watchNewJobs, type JobWatch } from './jobFollow';
import { jobProgressText, reportJobOutcome } from './jobOutcome';
import { queuesJob } from './jobTasks';
import { guardPageLeave } from './leavePageGuard';
import {
  groupFinished,
  selectTaskGroups,
  taskFinished,
  type QueuedGroup,
  type QueuedTask,
} from './tasksSlice';
import type { TaskListenerApi } from './taskListenerApi';

export type { TaskListenerApi } from './taskListenerApi';

const findGroup = (state: RootState, groupId: string): QueuedGroup | undefined =>
  selectTaskGroups(state).find((group) => group.id === groupId);

function isApiError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
  );
}

/** No answer at all (the backend went away mid-request), as the base query reports it (docs/behaviour.md §8). */
function isDisconnected(error: unknown): boolean {
  return (
    isApiError(error) &&
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    error.message === DISCONNECTED_MESSAGE
  );
}

/** The endpoints' code did not arrive (Bazarr, which serves it, went away): like a request with no answer. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** A text of our own (docs/behaviour.md §4 has none): shown in place of '[i/n] description' while the queue waits for the backend. */
export const PAUSED_MESSAGE = 'Paused: waiting for Bazarr to come back';

/** How often a task that got no answer runs again (each time once the backend is back) before it is reported. */
export const DISCONNECTED_ATTEMPTS = 3;

/** How long a task that got no answer waits for the socket to notice the outage before it simply tries again. */
export const OUTAGE_NOTICE_MS = 10_000;

function errorMessage(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  )
    return error.message;
  return String(error);
}

/**
 * A backend that went away pauses the queue, and says so in the group's notification; the task runs once
 * the socket is back online.
 */
async function waitUntilOnline(api: TaskListenerApi, pausedNotice: () => void): Promise<void> {
  if (!selectIsBackendOffline(api.getState())) return;
  pausedNotice();
  await api.condition((_, state) => !selectIsBackendOffline(state));
}

type TaskOutcome = 'done' | 'disconnected';

/** How long a task waits for Bazarr's status before it goes on as on 1.5.2 (a backend that hangs must not stall it). */
export const STATUS_WAIT_MS = 2000;

/**
 * What the connected Bazarr can do. The shell reads its status once the first page is shown (the Jobs button, the
 * version notice); a task queued before that asks for it and waits a moment.
 */
async function knownBackend(api: TaskListenerApi) {
  if (selectBackend(api.getState()).reported === null) {
    const status = api.dispatch(
      systemApi.endpoints.getStatus.initiate(undefined, { subscribe: false }),
    );
    await Promise.race([status, api.delay(STATUS_WAIT_MS)]).catch(() => undefined);
  }
  return selectBackend(api.getState());
}

/** Says what a followed job is doing, after the task's '[i/n] description'. */
type ShowDetail = (detail: string) => void;

/**
 * One task's failure is reported and the queue goes on. A task that got no answer at all is not
 * counted as failed: the caller waits for the backend and runs it again. On a Bazarr with a jobs queue, a call
 * that queues a job is done when its job ends, and reports how it ended.
 */
async function runTask(
  api: TaskListenerApi,
  group: QueuedGroup,
  task: QueuedTask,
  args: unknown,
  lastAttempt: boolean,
  showDetail: ShowDetail,
): Promise<TaskOutcome> {
  let watch: JobWatch | null = null;
  try {
    const endpoint = await loadEndpointByName(task.endpoint);
    if (!endpoint) throw new Error(`Unknown endpoint '${task.endpoint}'`);
    if (queuesJob(task.endpoint, args) && (await knownBackend(api)).actionsAreJobs)
      watch = await watchNewJobs(api).catch(() => null);
    await api.dispatch(startEndpoint(endpoint, args)).unwrap();
    if (watch) {
      const outcome = await watch.follow(task.description, ({ job, ahead }) =>
        showDetail(jobProgressText(job, ahead)),
      );
      await reportJobOutcome(api, group, task, outcome);
    }
  } catch (error) {
    if ((isDisconnected(error) || isChunkLoadError(error)) && !lastAttempt) return 'disconnected';
    // The base query already reported API errors (docs/behaviour.md §8); anything else is reported here.
    if (!isApiError(error)) {
      api.dispatch(
        notify({
          type: 'error',
          title: group.name,
          message: `${task.description}: ${errorMessage(error)}`,
        }),
      );
    } else if (isDisconnected(error)) {
      api.dispatch(
        notify({
          type: 'error',
          title: group.name,
          message: `${task.description}: ${DISCONNECTED_MESSAGE}`,
        }),
      );
    }
  } finally {
    watch?.stop();
  }
  return 'done';
}

/**
 * Runs one task until it is done: paused while the backend is offline, and again after the backend
 * comes back when the request got no answer (up to DISCONNECTED_ATTEMPTS times).
 */
async function runTaskWhenOnline(
  api: TaskListenerApi,
  group: QueuedGroup,
  task: QueuedTask,
  args: unknown,
): Promise<void> {
  const index = group.finished + 1;
  const total = group.tasks.length;
  const progress = { value: index, count: total };
  const show = (message: string) =>
    api.dispatch(notify({ id: group.id, type: 'loading', title: group.name, message, progress }));
  let paused = false;
  const pausedNotice = () => {
    if (!paused) show(`[${index}/${total}] ${task.description}: ${PAUSED_MESSAGE}`);
    paused = true;
  };
  for (let attempt = 1; ; attempt += 1) {
    await waitUntilOnline(api, pausedNotice);
    paused = false;
    show(`[${index}/${total}] ${task.description}`);
    const outcome = await runTask(
      api,
      group,
      task,
      args,
      attempt >= DISCONNECTED_ATTEMPTS,
      (detail) => show(`[${index}/${total}] ${task.description}: ${detail}`),
    );
    if (outcome === 'done') return;
    pausedNotice();
    // The socket notices the outage a moment after the request failed; then wait for it to come back.
    if (!selectIsBackendOffline(api.getState()))
      await api.condition((_, state) => selectIsBackendOffline(state), OUTAGE_NOTICE_MS);
  }
}

/**
 * Runs the group's tasks in order, including any appended while it runs. The last check for more tasks
 * and the group's removal happen in one synchronous step, so a task queued meanwhile cannot be lost.
 */
async function runGroup(
  api: TaskListenerApi,
  { id: groupId, name }: QueuedGroup,
  argsByTask: Map<string, unknown>,
): Promise<void> {
  api.dispatch(notify({ id: groupId, type: 'loading', title: name, message: 'Starting Tasks...' }));
  for (
    let group = findGroup(api.getState(), groupId);
    group && group.finished < group.tasks.length;
    group = findGroup(api.getState(), groupId)
  ) {
    const task = group.tasks[group.finished];
    await runTaskWhenOnline(api, group, task, argsByTask.get(task.id));
    argsByTask.delete(task.id);
    api.dispatch(taskFinished({ groupId }));
  }
  api.dispatch(
    notify({ id: groupId, type: 'success', title: name, message: 'All Tasks Completed' }),
  );
  api.dispatch(groupFinished({ groupId }));
}

/** What runs the queue when tasks are queued: `createTaskRunner(argsByTask)`, one per store. */
export type TaskRunner = (api: TaskListenerApi) => Promise<void>;

/**
 * The background-task queue of one store, run from the listener of queueTasks (src/tasks/taskListeners.ts), which
 * keeps each task's arguments in `argsByTask` (they may hold files, so they stay out of the state).
 */
export function createTaskRunner(argsByTask: Map<string, unknown>): TaskRunner {
  let running = false;
  return async (api) => {
    // A running queue reads new tasks from the state; a second runner would run them twice.
    if (running) return;
    running = true;
    const releasePage = guardPageLeave();
    try {
      // Groups run one after another, in the order they were queued. As in runGroup, the last check
      // and the release below happen in one synchronous step.
      for (
        let group = selectTaskGroups(api.getState())[0];
        group;
        group = selectTaskGroups(api.getState())[0]
      ) {
        await runGroup(api, group, argsByTask);
      }
    } finally {
      running = false;
      releasePage();
    }
  };
}
