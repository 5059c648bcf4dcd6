/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { call, getJson, setup } from './helpers';
import { shapeDifferences } from './shape';

const SAMPLES = path.resolve(__dirname, '../fixtures/api-samples-1.5.6');

/** A sample's answer: the `__` files wrap it in `{note, ts, body}`. */
function sample(file: string): unknown {
  const value = JSON.parse(readFileSync(path.join(SAMPLES, file), 'utf8')) as Record<
    string,
    unknown
  >;
  return 'body' in value ? value.body : value;
}

interface EventKind {
  type: string;
  action: string;
  payload_type: string;
  examples?: { type: string; action: string; payload: unknown }[];
}

describe('the demo playing 1.5.6 answers system/jobs like the real 1.5.6 samples', () => {
  async function busyDemo() {
    const context = setup({ bazarrVersion: '1.5.6', jobDelayMs: 0 });
    const { backend } = context;
    const seriesId = backend.state.seriesOrder[0] ?? 0;
    backend.control.setOffline([backend.state.series.get(seriesId)?.path ?? '']);
    await call(backend, 'PATCH', '/api/series', {
      form: { action: 'search-missing', seriesid: seriesId },
    });
    await call(backend, 'POST', '/api/system/backups');
    await backend.control.jobsIdle();
    backend.control.holdJobs();
    backend.control.queueJobs(2);
    return context;
  }

  it.each([
    'GET_api_system_jobs.json',
    'GET_api_system_jobs__after_failed_search.json',
    'GET_api_system_jobs__during_series_search.json',
  ])('GET system/jobs has the shape of %s, in every row', async (file) => {
    const { backend } = await busyDemo();
    const answer = await getJson<{ data: unknown[] }>(backend, '/api/system/jobs');
    const expected = sample(file) as { data: unknown[] };
    expect(answer.data.length).toBeGreaterThanOrEqual(4);
    const row = expected.data[0];
    for (const item of answer.data)
      expect(shapeDifferences({ data: [row] }, { data: [item] })).toEqual([]);
    // The same keys in the same order, and the time as Python prints a datetime.
    for (const item of answer.data) {
      expect(Object.keys(item as object)).toEqual(Object.keys(row as object));
      expect((item as { last_run_time: string }).last_run_time).toMatch(
        /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$/,
      );
    }
  });

  it('lists pending, then running, failed and completed, as Bazarr joins its lists', async () => {
    const { backend } = await busyDemo();
    const { data } = await getJson<{ data: { status: string }[] }>(backend, '/api/system/jobs');
    expect(data.map((job) => job.status)).toEqual(['pending', 'pending', 'failed', 'completed']);
  });

  it('sends jobs and backup events whose keys are those the samples saw', async () => {
    const context = await busyDemo();
    const kinds = JSON.parse(
      readFileSync(path.join(SAMPLES, 'SOCKETIO_events.json'), 'utf8'),
    ) as EventKind[];
    const seen = new Set(
      kinds
        .flatMap((kind) => kind.examples ?? [])
        .filter((example) => example.type === 'jobs')
        .map((example) =>
          Object.keys(example.payload as object)
            .sort()
            .join(','),
        ),
    );
    context.backend.control.releaseJobs();
    await context.backend.control.jobsIdle();
    const jobs = context.events.filter((event) => event.type === 'jobs');
    expect(jobs.length).toBeGreaterThan(5);
    for (const event of jobs)
      expect(seen).toContain(
        Object.keys(event.payload as object)
          .sort()
          .join(','),
      );
    const backup = kinds.find((kind) => kind.type === 'backup');
    expect(context.events.filter((event) => event.type === 'backup')).toEqual(backup?.examples);
    // 1.5.6 sends neither progress nor message events.
    expect(kinds.map((kind) => kind.type)).not.toEqual(expect.arrayContaining(['progress']));
    expect(context.events.filter((event) => ['progress', 'message'].includes(event.type))).toEqual(
      [],
    );
  });

  it('system/tasks keeps the sample shape', async () => {
    const { backend } = setup({ bazarrVersion: '1.5.6' });
    const answer = await getJson(backend, '/api/system/tasks');
    expect(shapeDifferences(sample('GET_api_system_tasks.json'), answer)).toEqual([]);
  });
});
