import type { DataAction } from '../types';
import type { DemoFeatures } from '../version';
import type { JobRecord } from './records';

type Emit = (type: string, payload: unknown, action?: DataAction) => void;

/**
 * The `jobs` events as each version sends them: 1.5.3 the bare id (queued, done, deleted), 1.5.4 and later an
 * object with the fields that changed (`progress_value: null`: re-read the job).
 */
export class JobEvents {
  constructor(
    private readonly emit: Emit,
    private readonly features: () => DemoFeatures,
  ) {}

  private get objects(): boolean {
    return this.features().actionsAreJobs;
  }

  private send(payload: Record<string, unknown>, action: DataAction = 'update'): void {
    this.emit('jobs', payload, action);
  }

  /** The bare id of 1.5.3, or the object of 1.5.4 and later. */
  changed(id: number, action: DataAction = 'update'): void {
    if (this.objects) this.send({ job_id: id }, action);
    else this.emit('jobs', id, action);
  }

  queued(job: JobRecord): void {
    if (this.objects) this.send({ job_id: job.job_id, progress_value: null, status: 'pending' });
    else this.changed(job.job_id);
  }

  /** 1.5.4 on: running, with the progress bar's start for a job that shows one. */
  started(job: JobRecord): void {
    if (!this.objects) return;
    const payload: Record<string, unknown> = { job_id: job.job_id, status: job.status };
    if (job.is_progress) {
      payload.progress_value = null;
      payload.progress_max = job.progress_max;
      payload.progress_message = job.progress_message;
    }
    this.send(payload);
  }

  progressed(job: JobRecord): void {
    if (!this.objects) return;
    this.send({
      job_id: job.job_id,
      status: job.status,
      progress_value: job.progress_value,
      progress_max: job.progress_max,
      progress_message: job.progress_message,
    });
  }

  renamed(job: JobRecord): void {
    if (this.objects) this.changed(job.job_id);
  }

  /** 1.5.3 announces a success (only) before the job moves to completed. */
  ending(job: JobRecord, status: 'completed' | 'failed'): void {
    if (!this.objects && status === 'completed') this.changed(job.job_id);
  }

  ended(job: JobRecord): void {
    if (this.objects) this.send({ job_id: job.job_id, status: job.status, progress_value: null });
  }
}
