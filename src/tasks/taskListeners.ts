import type { ListenerEffectAPI, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppExtra } from '../app/extra';
import type { AppStartListening } from '../app/listener';
import type { RootState } from '../app/store';
import { dismiss, notify } from '../notifications/notificationsSlice';
import { selectIsBackendOffline } from '../realtime/realtimeSlice';
import { endpointByName, startEndpoint } from './endpointByName';
import { guardPageLeave } from './leavePageGuard';
import {
  groupFinished,
  queueTasks,
  selectTaskGroups,
  taskFinished,
  type QueuedGroup,
  type QueuedTask,
} from './tasksSlice';

/** SPEC §4: 'All Tasks Completed' stays about 2 s. */
export const COMPLETED_NOTICE_MS = 2000;

type TaskListenerApi = ListenerEffectAPI<
  RootState,
  ThunkDispatch<RootState, AppExtra, UnknownAction>,
  AppExtra
>;

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

/** A backend that went away pauses the queue; the task runs once the socket is back online. */
async function waitUntilOnline(api: TaskListenerApi): Promise<void> {
  if (selectIsBackendOffline(api.getState()))
    await api.condition((_, state) => !selectIsBackendOffline(state));
}

/** One task's failure is reported and the queue goes on. */
async function runTask(
  api: TaskListenerApi,
  group: QueuedGroup,
  task: QueuedTask,
  args: unknown,
): Promise<void> {
  const endpoint = endpointByName(task.endpoint);
  try {
    if (!endpoint) throw new Error(`Unknown endpoint '${task.endpoint}'`);
    await api.dispatch(startEndpoint(endpoint, args)).unwrap();
  } catch (error) {
    // The base query already reported API errors (SPEC §8); anything else is reported here.
    if (!isApiError(error)) {
      api.dispatch(
        notify({
          type: 'error',
          title: group.name,
          message: `${task.description}: ${errorMessage(error)}`,
        }),
      );
    }
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
    await waitUntilOnline(api);
    const index = group.finished + 1;
    const total = group.tasks.length;
    const message = `[${index}/${total}] ${task.description}`;
    api.dispatch(
      notify({
        id: group.id,
        type: 'loading',
        title: group.name,
        message,
        progress: { value: index, count: total },
      }),
    );
    await runTask(api, group, task, argsByTask.get(task.id));
    argsByTask.delete(task.id);
    api.dispatch(taskFinished({ groupId }));
  }
  api.dispatch(
    notify({ id: groupId, type: 'success', title: name, message: 'All Tasks Completed' }),
  );
  api.dispatch(groupFinished({ groupId }));
}

/** The background-task queue of one store (DESIGN.md: a listener middleware, nothing at import time). */
export function registerTaskListeners(startListening: AppStartListening): void {
  // Per store: task arguments (they may hold files, so they stay out of the state) and the runner flag.
  const argsByTask = new Map<string, unknown>();
  let running = false;

  startListening({
    actionCreator: queueTasks,
    effect: async (action, api) => {
      for (const task of action.payload.tasks) argsByTask.set(task.id, action.meta.arg[task.id]);
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
    },
  });

  startListening({
    actionCreator: groupFinished,
    effect: async (action, api) => {
      await api.delay(COMPLETED_NOTICE_MS);
      api.dispatch(dismiss(action.payload.groupId));
    },
  });
}
