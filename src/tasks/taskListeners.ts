import type { AppStartListening } from '../lib/listener';
import { whenIdle } from '../lib/whenIdle';
import { dismiss, notify } from '../notifications/notificationsSlice';
import { groupFinished, queueTasks } from './tasksSlice';
import type { TaskRunner } from './taskRunner';

/** docs/behaviour.md §4: 'All Tasks Completed' stays about 2 s. */
export const COMPLETED_NOTICE_MS = 2000;

/** Reported when the runner's code cannot be loaded (Bazarr, which serves it, is away): the tasks stay queued. */
export const RUNNER_UNAVAILABLE =
  'Could not start: Bazarr did not answer. These tasks start with the next one queued.';

/**
 * The background-task queue of one store (a listener middleware, so nothing runs at import time). The runner
 * is a chunk of its own (the first visit's bytes), loaded once the first screen is idle, or by the first
 * task queued before that; tasks queued meanwhile wait for it in order. Each task's arguments are kept here at once
 * (they may hold files, so they stay out of the state).
 */
export function registerTaskListeners(startListening: AppStartListening): void {
  const argsByTask = new Map<string, unknown>();
  let runner: Promise<TaskRunner> | undefined;
  const loadRunner = () =>
    (runner ??= import(/* webpackChunkName: "task-runner" */ './taskRunner').then(
      (module) => module.createTaskRunner(argsByTask),
      (error: unknown) => {
        runner = undefined;
        throw error;
      },
    ));
  // Loaded ahead, so that a task queued while Bazarr is away (the queue then waits for it) finds the runner here.
  // Its chunk did not load (Bazarr away): again when the browser is back online, or by the first task.
  const preloadRunner = (): Promise<unknown> =>
    loadRunner().catch(() =>
      window.addEventListener('online', () => void preloadRunner(), { once: true }),
    );
  void whenIdle().then(preloadRunner);

  startListening({
    actionCreator: queueTasks,
    effect: async (action, api) => {
      for (const task of action.payload.tasks) argsByTask.set(task.id, action.meta.arg[task.id]);
      let run: TaskRunner;
      try {
        run = await loadRunner();
      } catch {
        api.dispatch(notify({ type: 'error', title: 'Tasks', message: RUNNER_UNAVAILABLE }));
        return;
      }
      await run(api);
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
