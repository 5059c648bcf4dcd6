import type { Job } from '../api/schemas/jobs';
import { notify } from '../notifications/notificationsSlice';
import { jobFailureReason } from './jobFailure';
import type { JobOutcome } from './jobFollow';
import type { TaskListenerApi } from './taskListenerApi';
import type { QueuedGroup, QueuedTask } from './tasksSlice';

/** What a user's job is doing, after its task's '[i/n] description: '. */
export function jobProgressText(job: Job, ahead: number): string {
  if (job.status === 'pending')
    return ahead > 0
      ? `waiting in Bazarr's queue (${ahead} job${ahead === 1 ? '' : 's'} ahead)`
      : "waiting in Bazarr's queue";
  if (job.status === 'running' && job.progress_max > 0)
    return `${job.progress_message || job.job_name} (${job.progress_value}/${job.progress_max})`;
  if (job.status === 'running') return 'running in Bazarr';
  return job.status === 'failed' ? 'failed' : 'done';
}

/** A job that did not end well is told, in Bazarr's words when its log has them. */
export async function reportJobOutcome(
  api: TaskListenerApi,
  group: QueuedGroup,
  task: QueuedTask,
  outcome: JobOutcome,
): Promise<void> {
  if (outcome.kind === 'removed') {
    api.dispatch(
      notify({
        type: 'warning',
        title: group.name,
        message: `${task.description}: removed from Bazarr's queue before it ran`,
      }),
    );
    return;
  }
  if (outcome.kind !== 'ended' || outcome.job.status !== 'failed') return;
  const reason = await jobFailureReason(api, outcome.job);
  api.dispatch(
    notify({
      type: 'error',
      title: group.name,
      message: reason
        ? `${task.description}: failed in Bazarr: ${reason}`
        : `${task.description}: '${outcome.job.job_name}' failed in Bazarr (System > Logs says why)`,
    }),
  );
}
