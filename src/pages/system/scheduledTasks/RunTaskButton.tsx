import { Play } from 'lucide-react';
import { useBackend } from '../../../api/backend/selectBackend';
import { systemPagesApi, useRunTaskMutation } from '../../../api/systemPages';
import type { Task } from '../../../api/schemas/systemPages';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { ActionIconButton } from '../../../components';
import { queueTasks, selectIsItemBusy, TaskGroup } from '../../../tasks/tasksSlice';

/**
 * Runs a task now. Spins while the POST is in flight, until the task list has been read again after it,
 * and as long as Bazarr reports the job running (docs/behaviour.md §2). On a Bazarr that runs actions as jobs (1.5.4+) the run only
 * queues a job, so it goes through the task queue, which follows the job to its end and tells how it ended.
 */
export function RunTaskButton({ task }: { task: Task }) {
  const { actionsAreJobs } = useBackend();
  const dispatch = useAppDispatch();
  const itemKey = `task-${task.job_id}` as const;
  const queued = useAppSelector((state) => selectIsItemBusy(state, itemKey));
  const [runTask, run] = useRunTaskMutation();
  const { listReadAt } = systemPagesApi.endpoints.getTasks.useQueryState(undefined, {
    selectFromResult: (result) => ({ listReadAt: result.fulfilledTimeStamp ?? 0 }),
  });
  const waitingForList =
    run.isSuccess && run.fulfilledTimeStamp !== undefined && listReadAt < run.fulfilledTimeStamp;
  const running = task.job_running || run.isLoading || waitingForList || queued;
  const start = () =>
    actionsAreJobs
      ? dispatch(
          queueTasks({
            group: TaskGroup.RunTask,
            tasks: [{ description: task.name, endpoint: 'runTask', args: task.job_id, itemKey }],
          }),
        )
      : void runTask(task.job_id);
  return (
    <ActionIconButton
      icon={<Play />}
      label={`Run ${task.name}`}
      loading={running}
      aria-busy={running}
      onClick={start}
    />
  );
}
