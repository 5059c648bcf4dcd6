/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataEvent } from '../../src/demo/core/types';
import { body, call, getJson, setup } from './helpers';

const SAMPLES = path.resolve(__dirname, '../fixtures/api-samples-1.5.6');

interface FlowEvent {
  type?: string;
  action: string;
  payload: unknown;
}
interface Flows {
  job_sequences: Record<string, FlowEvent[]>;
  window_A2_offline_series_search: FlowEvent[];
  window_B_upload: FlowEvent[];
  window_A3_offline_movie_search: FlowEvent[];
}
const flows = JSON.parse(readFileSync(path.join(SAMPLES, 'SOCKETIO_flows.json'), 'utf8')) as Flows;

interface Job {
  job_id: number;
  job_name: string;
  status: string;
  progress_value?: number;
  progress_max?: number;
  progress_message?: string;
}

type Setup = ReturnType<typeof setup>;

/** A jobs payload as its keys (in order) and status; any other event as its type and action. */
function tag(event: FlowEvent): string {
  if ((event.type ?? 'jobs') !== 'jobs') return `${event.type}:${event.action}`;
  if (typeof event.payload === 'number') return `jobs:${event.action}:int`;
  const payload = event.payload as Record<string, unknown>;
  const status = typeof payload.status === 'string' ? `=${payload.status}` : '';
  return `jobs:${event.action}:${Object.keys(payload).join(',')}${status}`;
}

/** Runs of the same tag collapsed to one: the number of progress events depends on the library. */
const collapsed = (events: FlowEvent[]) =>
  events.map(tag).filter((item, index, list) => index === 0 || list[index - 1] !== item);

const jobEvents = (events: DataEvent[], id?: number) =>
  events.filter(
    (event) =>
      event.type === 'jobs' &&
      (id === undefined ||
        event.payload === id ||
        (event.payload as { job_id?: number } | null)?.job_id === id),
  );

async function jobs(context: Setup, query: Record<string, string | number> = {}) {
  return (await getJson<{ data: Job[] }>(context.backend, '/api/system/jobs', query)).data;
}

/** A series with episodes that miss subtitles, and how many. */
function seriesWithWanted({ backend }: Setup): { id: number; title: string; wanted: number } {
  for (const [id, episodeIds] of backend.state.episodesBySeries) {
    const wanted = episodeIds.filter((episode) => backend.derived.episode(episode).length > 0);
    if (wanted.length >= 2)
      return { id, title: backend.state.series.get(id)?.title ?? '', wanted: wanted.length };
  }
  throw new Error('no series with wanted episodes');
}

function firstWantedMovie({ backend }: Setup) {
  const id = backend.derived.wantedMovieIds()[0] ?? 0;
  const movie = backend.state.movies.get(id);
  if (!movie) throw new Error('no wanted movie');
  return movie;
}

const versions = (version: string, jobDelayMs = 0) => setup({ bazarrVersion: version, jobDelayMs });

describe('system/jobs exists from the version that has it', () => {
  it('1.5.2 has no jobs route: it answers as for any unknown API path, and actions queue nothing', async () => {
    const context = versions('1.5.2');
    const unknown = await call(context.backend, 'GET', '/api/system/nothing-here');
    const answer = await call(context.backend, 'GET', '/api/system/jobs');
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect(
      (await call(context.backend, 'DELETE', '/api/system/jobs', { query: { id: 1 } })).status,
    ).toBe(unknown.status);
    const series = seriesWithWanted(context);
    await call(context.backend, 'PATCH', '/api/series', {
      form: { action: 'search-missing', seriesid: series.id },
    });
    expect(jobEvents(context.events)).toEqual([]);
    expect(context.events.some((event) => event.type === 'episode')).toBe(true);
    expect(() => context.backend.control.queueJobs(1)).toThrow(/no jobs queue/);
  });

  it('1.5.3 lists id, name and status, deletes pending jobs, and sends bare ids; no PATCH or POST', async () => {
    const context = versions('1.5.3');
    context.backend.control.holdJobs();
    const [first, second] = context.backend.control.queueJobs(2);
    expect(jobEvents(context.events).map((event) => event.payload)).toEqual([first, second]);
    const listed = await jobs(context);
    expect(listed.map((job) => Object.keys(job))).toEqual([
      ['job_id', 'job_name', 'status'],
      ['job_id', 'job_name', 'status'],
    ]);
    expect(listed.map((job) => job.status)).toEqual(['pending', 'pending']);
    expect(
      (await call(context.backend, 'DELETE', '/api/system/jobs', { query: { id: second ?? 0 } }))
        .status,
    ).toBe(204);
    expect(context.events.at(-1)).toEqual({ type: 'jobs', action: 'delete', payload: second });
    const again = await call(context.backend, 'DELETE', '/api/system/jobs', {
      query: { id: second ?? 0 },
    });
    expect({ status: again.status, body: body(again) }).toEqual({
      status: 400,
      body: 'Job ID not provided',
    });
    expect(
      (await call(context.backend, 'PATCH', '/api/system/jobs', { form: { queueName: 'pending' } }))
        .status,
    ).toBe(405);
    expect(
      (
        await call(context.backend, 'POST', '/api/system/jobs', {
          form: { id: 1, action: 'move_top' },
        })
      ).status,
    ).toBe(405);
    context.events.length = 0;
    context.backend.control.releaseJobs();
    await context.backend.control.jobsIdle();
    // 1.5.3 announces a success with the bare id, and nothing when it starts.
    expect(jobEvents(context.events).map((event) => event.payload)).toEqual([first]);
    expect((await jobs(context, { status: 'completed' })).map((job) => job.job_id)).toEqual([
      first,
    ]);
  });

  it('1.5.3 runs searches as before (no job), as its actions were not jobs yet', async () => {
    const context = versions('1.5.3');
    const series = seriesWithWanted(context);
    await call(context.backend, 'PATCH', '/api/series', {
      form: { action: 'search-missing', seriesid: series.id },
    });
    expect(jobEvents(context.events)).toEqual([]);
    expect(await jobs(context)).toEqual([]);
  });

  it('1.5.4 empties a list with PATCH queueName; POST is not there yet', async () => {
    const context = versions('1.5.4');
    context.backend.control.holdJobs();
    context.backend.control.queueJobs(3);
    expect(await jobs(context, { status: 'pending' })).toHaveLength(3);
    const cleared = await call(context.backend, 'PATCH', '/api/system/jobs', {
      form: { queueName: 'pending' },
    });
    expect(cleared.status).toBe(204);
    expect(await jobs(context)).toEqual([]);
    expect(
      (await call(context.backend, 'PATCH', '/api/system/jobs', { form: { queueName: 'running' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(context.backend, 'POST', '/api/system/jobs', {
          form: { id: 1, action: 'move_top' },
        })
      ).status,
    ).toBe(405);
  });

  it('1.5.4 and 1.5.5 run an action as a job inside the request: pending, running, completed before the answer', async () => {
    for (const version of ['1.5.4', '1.5.5']) {
      const context = versions(version);
      const series = seriesWithWanted(context);
      const answer = await call(context.backend, 'PATCH', '/api/series', {
        form: { action: 'search-missing', seriesid: series.id },
      });
      expect(answer.status).toBe(204);
      const statuses = jobEvents(context.events).flatMap(
        (event) => (event.payload as { status?: string }).status ?? [],
      );
      expect(statuses[0]).toBe('pending');
      expect(statuses.at(-1)).toBe('completed');
      const [job] = await jobs(context);
      expect(job).toMatchObject({
        status: 'completed',
        job_name: `Downloaded missing subtitles for ${series.title}`,
        progress_value: series.wanted,
        progress_max: series.wanted,
      });
    }
  });

  it('1.5.5 moves and force-starts pending jobs with POST', async () => {
    const context = versions('1.5.5');
    context.backend.control.holdJobs();
    const [a, b, c] = context.backend.control.queueJobs(3);
    const post = (id: number | undefined, action: string) =>
      call(context.backend, 'POST', '/api/system/jobs', { form: { id: id ?? 0, action } });
    expect((await post(c, 'move_top')).status).toBe(204);
    expect(context.events.at(-1)).toEqual({
      type: 'jobs',
      action: 'update',
      payload: { job_id: c },
    });
    expect((await post(c, 'move_bottom')).status).toBe(204);
    expect((await post(a, 'move_bottom')).status).toBe(204);
    expect((await jobs(context)).map((job) => job.job_id)).toEqual([b, c, a]);
    expect((await post(c, 'force_start')).status).toBe(204);
    await context.backend.control.jobsIdle();
    expect((await jobs(context)).map((job) => [job.job_id, job.status])).toEqual([
      [b, 'pending'],
      [a, 'pending'],
      [c, 'completed'],
    ]);
    // Unknown ids are no error.
    expect((await post(999, 'move_top')).status).toBe(204);
  });
});

describe('1.5.6 queues the work and answers 204 at once', () => {
  it('a series search: 204 with only the pending event, then the same jobs events as the sample', async () => {
    const context = versions('1.5.6');
    const { backend, events } = context;
    const series = seriesWithWanted(context);
    const historyBefore = backend.state.history.length;
    backend.control.holdJobs();
    const answer = await call(backend, 'PATCH', '/api/series', {
      form: { action: 'search-missing', seriesid: series.id },
    });
    expect(answer.status).toBe(204);
    expect(events.map(tag)).toEqual(['jobs:update:job_id,progress_value,status=pending']);
    expect(backend.state.history.length).toBe(historyBefore);
    const [queued] = await jobs(context);
    expect(queued).toMatchObject({
      status: 'pending',
      job_name: `Downloading missing subtitles for ${series.title}`,
      progress_value: 0,
      progress_max: 0,
    });
    backend.control.releaseJobs();
    await backend.control.jobsIdle();
    const id = queued?.job_id ?? 0;
    expect(collapsed(jobEvents(events, id))).toEqual(collapsed(flows.job_sequences['26'] ?? []));
    const progress = jobEvents(events, id)
      .map((event) => event.payload as Job)
      .filter((payload) => payload.progress_max === series.wanted);
    expect(progress.map((payload) => payload.progress_value)).toEqual(
      Array.from({ length: series.wanted + 1 }, (_, index) => index),
    );
    expect(progress.at(-1)?.progress_message).toMatch(
      new RegExp(`^${series.title} - S\\d\\dE\\d\\d - `),
    );
    // The episode events of each item come after its progress event, all inside running -> completed.
    const types = events.map((event) => event.type);
    expect(types.indexOf('episode')).toBeGreaterThan(1);
    expect(types.lastIndexOf('episode')).toBeLessThan(types.length - 2);
    expect(backend.state.history.length).toBeGreaterThan(historyBefore);
    expect((await jobs(context))[0]).toMatchObject({
      status: 'completed',
      job_name: `Downloaded missing subtitles for ${series.title}`,
    });
  });

  it('a series under an offline folder: 204, then a failed job, as the sample A2', async () => {
    const context = versions('1.5.6');
    const { backend, events } = context;
    const series = seriesWithWanted(context);
    const folder = backend.state.series.get(series.id)?.path ?? '';
    backend.control.setOffline([folder]);
    const answer = await call(backend, 'PATCH', '/api/series', {
      form: { action: 'search-missing', seriesid: series.id },
    });
    expect(answer.status).toBe(204);
    await backend.control.jobsIdle();
    expect(events.map(tag)).toEqual(flows.window_A2_offline_series_search.map(tag));
    expect(await jobs(context)).toEqual([
      expect.objectContaining({
        status: 'failed',
        job_name: `Downloading missing subtitles for ${series.title}`,
        is_progress: true,
      }),
    ]);
  });

  it("the same offline search on 1.5.2 answers Bazarr 1.5.2's 500", async () => {
    const context = versions('1.5.2');
    const series = seriesWithWanted(context);
    context.backend.control.setOffline([context.backend.state.series.get(series.id)?.path ?? '']);
    const answer = await call(context.backend, 'PATCH', '/api/series', {
      form: { action: 'search-missing', seriesid: series.id },
    });
    expect({ status: answer.status, body: body(answer) }).toEqual({
      status: 500,
      body: 'Series directory not found. Path mapping issue?',
    });
  });

  it('an upload: the file appears when the job runs; events as the sample B', async () => {
    const context = versions('1.5.6');
    const { backend, events } = context;
    const movie = firstWantedMovie(context);
    const missing = backend.derived.movie(movie.id)[0];
    backend.control.holdJobs();
    const answer = await call(backend, 'POST', '/api/movies/subtitles', {
      form: { radarrid: movie.id, language: missing?.code2 ?? 'en', forced: 'false', hi: 'false' },
      files: { file: [{ name: 'upload.en.srt', size: 1234 }] },
    });
    expect(answer.status).toBe(204);
    const before = movie.subtitles.length;
    expect((await jobs(context))[0]?.job_name).toBe('Uploading upload.en.srt');
    backend.control.releaseJobs();
    await backend.control.jobsIdle();
    expect(movie.subtitles.length).toBe(before + 1);
    const jobsOnly = (list: FlowEvent[]) =>
      list.filter((event) => (event.type ?? 'jobs') === 'jobs');
    expect(events.map(tag).filter((item) => item.startsWith('jobs'))).toEqual(
      jobsOnly(flows.window_B_upload).map(tag),
    );
    // The entity events come between running and completed, as in the sample.
    const types = events.map((event) => event.type);
    expect(types.slice(0, 2)).toEqual(['jobs', 'jobs']);
    expect(types.at(-1)).toBe('jobs');
    expect(types.slice(2, -1)).toEqual(
      expect.arrayContaining(['movie', 'movie-history', 'movie-wanted', 'badges']),
    );
  });

  it('a one-language movie search on an offline file ends completed with no other event, as the sample A3', async () => {
    const context = versions('1.5.6');
    const { backend, events } = context;
    const movie = firstWantedMovie(context);
    const missing = backend.derived.movie(movie.id)[0];
    backend.control.setOffline([movie.path.replace(/\/[^/]+$/, '')]);
    await call(backend, 'PATCH', '/api/movies/subtitles', {
      form: { radarrid: movie.id, language: missing?.code2 ?? 'en', forced: 'False', hi: 'False' },
    });
    await backend.control.jobsIdle();
    expect(events.map(tag)).toEqual(flows.window_A3_offline_movie_search.map(tag));
    expect((await jobs(context))[0]).toMatchObject({
      status: 'completed',
      job_name: 'Searching subtitles',
    });
  });

  it('a one-language episode search is renamed while it runs, as the sample job 25', async () => {
    const context = versions('1.5.6');
    const { backend } = context;
    const episodeId = backend.derived.wantedEpisodeIds()[0] ?? 0;
    const episode = backend.state.episodes.get(episodeId);
    const missing = backend.derived.episode(episodeId)[0];
    await call(backend, 'PATCH', '/api/episodes/subtitles', {
      form: {
        seriesid: episode?.seriesId ?? 0,
        episodeid: episodeId,
        language: missing?.code2 ?? 'en',
        forced: 'False',
        hi: 'False',
      },
    });
    await backend.control.jobsIdle();
    const [job] = await jobs(context);
    expect(job?.job_name).toMatch(
      new RegExp(
        `^Search(ing|ed) ${(missing?.code2 ?? '').toUpperCase()} for .+ - S\\d\\dE\\d\\d - `,
      ),
    );
    expect(job).toMatchObject({ status: 'completed', progress_max: 1 });
  });

  it('a backup: a job renamed when written, with the backup event, as the sample', async () => {
    const context = versions('1.5.6');
    const { backend, events } = context;
    const before = backend.state.backups.length;
    expect((await call(backend, 'POST', '/api/system/backups')).status).toBe(204);
    expect(backend.state.backups.length).toBe(before);
    await backend.control.jobsIdle();
    expect(backend.state.backups.length).toBe(before + 1);
    expect(events.map(tag)).toEqual([
      'jobs:update:job_id,progress_value,status=pending',
      'jobs:update:job_id,status=running',
      'jobs:update:job_id',
      'backup:update',
      'jobs:update:job_id,status,progress_value=completed',
    ]);
    expect(events.find((event) => event.type === 'backup')).toEqual({
      type: 'backup',
      action: 'update',
      payload: null,
    });
    expect((await jobs(context))[0]?.job_name).toBe('Backed up Database and Configuration File');
  });

  it('no backup event before 1.5.6-beta.10', async () => {
    const context = versions('1.5.6-beta.9');
    await call(context.backend, 'POST', '/api/system/backups');
    await context.backend.control.jobsIdle();
    expect(context.events.some((event) => event.type === 'backup')).toBe(false);
    expect((await jobs(context))[0]?.status).toBe('completed');
  });

  it('a task run queues its job: the task runs a moment, the job does the work', async () => {
    const context = versions('1.5.6');
    const { backend } = context;
    backend.control.holdJobs();
    expect(
      (await call(backend, 'POST', '/api/system/tasks', { form: { taskid: 'update_series' } }))
        .status,
    ).toBe(204);
    expect(backend.state.tasks.find((task) => task.job_id === 'update_series')?.running).toBe(true);
    expect((await jobs(context))[0]).toMatchObject({
      status: 'pending',
      job_name: 'Syncing series with Sonarr',
      is_progress: true,
    });
    backend.control.releaseJobs();
    await backend.control.jobsIdle();
    expect((await jobs(context))[0]).toMatchObject({
      status: 'completed',
      job_name: 'Synced series with Sonarr',
      progress_value: backend.state.series.size,
      progress_max: backend.state.series.size,
    });
  });

  it('a search waits behind background jobs; failed and completed keep the last ten', async () => {
    const context = versions('1.5.6');
    const { backend } = context;
    backend.control.holdJobs();
    backend.control.queueJobs(470);
    const series = seriesWithWanted(context);
    await call(backend, 'PATCH', '/api/series', {
      form: { action: 'search-missing', seriesid: series.id },
    });
    const pending = await jobs(context, { status: 'pending' });
    expect(pending).toHaveLength(471);
    expect(pending.at(-1)?.job_name).toBe(`Downloading missing subtitles for ${series.title}`);
    expect(pending[0]?.job_name).toMatch(/^Downloading missing subtitles for /);
    // Moved to the top, it runs next.
    await call(backend, 'POST', '/api/system/jobs', {
      form: { id: pending.at(-1)?.job_id ?? 0, action: 'move_top' },
    });
    expect((await jobs(context, { status: 'pending' }))[0]?.job_id).toBe(pending.at(-1)?.job_id);
    await call(backend, 'PATCH', '/api/system/jobs', { form: { queueName: 'pending' } });
    backend.control.queueJobs(12);
    backend.control.releaseJobs();
    await backend.control.jobsIdle();
    expect(await jobs(context, { status: 'completed' })).toHaveLength(10);
    expect(await jobs(context, { id: pending[0]?.job_id ?? 0 })).toEqual([]);
  });

  it('filters by id and status; a bad status is a 400', async () => {
    const context = versions('1.5.6');
    context.backend.control.holdJobs();
    const [a, b] = context.backend.control.queueJobs(2);
    expect((await jobs(context, { id: b ?? 0 })).map((job) => job.job_id)).toEqual([b]);
    expect(await jobs(context, { status: 'failed' })).toEqual([]);
    expect((await jobs(context, { status: 'pending' })).map((job) => job.job_id)).toEqual([a, b]);
    expect(
      (await call(context.backend, 'GET', '/api/system/jobs', { query: { status: 'done' } }))
        .status,
    ).toBe(400);
  });

  it("jobs run at Bazarr's pace by default: still pending right after the answer", async () => {
    const context = setup({ bazarrVersion: '1.5.6' });
    await call(context.backend, 'POST', '/api/system/backups');
    expect((await jobs(context))[0]?.status).toBe('pending');
    await context.backend.control.jobsIdle();
    expect((await jobs(context))[0]?.status).toBe('completed');
    context.backend.dispose();
  });

  it('reset empties the queue and lifts a hold', async () => {
    const context = versions('1.5.6');
    context.backend.control.holdJobs();
    context.backend.control.queueJobs(2);
    context.backend.control.reset();
    expect(context.backend.control.jobs()).toEqual([]);
    await context.backend.control.jobsIdle();
  });
});
