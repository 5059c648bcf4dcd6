import type { Job } from '../../../src/api/schemas/jobs';
import { jobSections, jobTime, SHOWN_PENDING } from '../../../src/layout/jobs/jobSections';

const job = (
  job_id: number,
  status: Job['status'],
  last_run_time = '2026-11-28 17:20:00.000',
): Job => ({
  job_id,
  job_name: `Job ${job_id}`,
  status,
  last_run_time,
  is_progress: false,
  is_signalr: false,
  progress_value: 0,
  progress_max: 0,
  progress_message: '',
});

describe('job sections', () => {
  it('lists running, pending (queue order), failed and completed (newest first), leaving out empty ones', () => {
    const sections = jobSections([
      job(5, 'pending'),
      job(3, 'pending'),
      job(1, 'completed', '2026-11-28 17:00:00.0'),
      job(2, 'completed', '2026-11-28 17:10:00.0'),
      job(4, 'running'),
    ]);
    expect(sections.map((section) => [section.title, section.jobs.map((j) => j.job_id)])).toEqual([
      ['Running', [4]],
      ['Pending', [5, 3]],
      ['Completed', [2, 1]],
    ]);
  });

  it('lists the first pending jobs of a long queue and counts the rest', () => {
    const many = Array.from({ length: SHOWN_PENDING + 370 }, (_, index) =>
      job(index + 1, 'pending'),
    );
    const [pending] = jobSections(many);
    expect(pending.jobs).toHaveLength(SHOWN_PENDING);
    expect(pending.hidden).toBe(370);
  });

  it('shows the time of day of Bazarr’s timestamps', () => {
    expect(jobTime('2026-11-28 17:20:42.807452')).toBe('17:20:42');
  });
});
