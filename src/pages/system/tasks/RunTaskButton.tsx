import { Play } from 'lucide-react';
import { systemPagesApi, useRunTaskMutation } from '../../../api/systemPages';
import type { Task } from '../../../api/schemas/systemPages';
import { ActionIconButton } from '../../../components';

/**
 * Runs a task now. Spins while the POST is in flight, until the task list has been read again after it,
 * and as long as Bazarr reports the job running (SPEC §2).
 */
export function RunTaskButton({ task }: { task: Task }) {
  const [runTask, run] = useRunTaskMutation();
  const { listReadAt } = systemPagesApi.endpoints.getTasks.useQueryState(undefined, {
    selectFromResult: (result) => ({ listReadAt: result.fulfilledTimeStamp ?? 0 }),
  });
  const waitingForList =
    run.isSuccess && run.fulfilledTimeStamp !== undefined && listReadAt < run.fulfilledTimeStamp;
  const running = task.job_running || run.isLoading || waitingForList;
  return (
    <ActionIconButton
      icon={<Play />}
      label={`Run ${task.name}`}
      loading={running}
      aria-busy={running}
      onClick={() => void runTask(task.job_id)}
    />
  );
}
