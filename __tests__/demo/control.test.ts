/** @jest-environment node */
import { realLatencyMs } from '../../src/demo/server/latency';
import { TASK_RUN_MS } from '../../src/demo/core/routes/maintenance';
import { body, call, getJson, setup } from './helpers';

interface Task {
  job_id: string;
  job_running: boolean;
}

const running = async (backend: ReturnType<typeof setup>['backend'], taskid: string) =>
  (await getJson<{ data: Task[] }>(backend, '/api/system/tasks', { taskid })).data[0]?.job_running;

describe('timed behaviour', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a task as running for a moment, with task events at start and end', async () => {
    const { backend, events } = setup();
    expect(
      (await call(backend, 'POST', '/api/system/tasks', { form: { taskid: 'update_series' } }))
        .status,
    ).toBe(204);
    expect(await running(backend, 'update_series')).toBe(true);
    expect(events).toEqual([{ type: 'task', action: 'update', payload: null }]);
    jest.advanceTimersByTime(TASK_RUN_MS);
    expect(await running(backend, 'update_series')).toBe(false);
    expect(events).toHaveLength(2);
  });

  it('restores a backup: away (503) while restarting, then back', async () => {
    const { backend } = setup({ restartMs: 2000 });
    const lifecycle: string[] = [];
    backend.onLifecycle((event) => lifecycle.push(event));
    const { data } = await getJson<{ data: { filename: string }[] }>(
      backend,
      '/api/system/backups',
    );
    const restore = await call(backend, 'PATCH', '/api/system/backups', {
      form: { filename: data[0]?.filename ?? '' },
    });
    expect(restore.status).toBe(204);
    expect((await call(backend, 'GET', '/api/badges')).status).toBe(503);
    jest.advanceTimersByTime(2000);
    expect((await call(backend, 'GET', '/api/badges')).status).toBe(200);
    expect(lifecycle).toEqual(['restarting', 'up']);
  });

  it('shuts down until brought up again, answering nothing (status 0)', async () => {
    const { backend } = setup();
    expect(
      (await call(backend, 'POST', '/api/system', { form: { action: 'shutdown' } })).status,
    ).toBe(204);
    expect((await call(backend, 'GET', '/api/system/ping')).status).toBe(0);
    jest.advanceTimersByTime(60_000);
    expect((await call(backend, 'GET', '/')).status).toBe(0);
    backend.control.bringUp();
    expect((await call(backend, 'GET', '/api/system/ping')).status).toBe(200);
  });
});

describe('test control', () => {
  it('emits arbitrary events and refuses malformed ones', () => {
    const { backend, events } = setup();
    backend.control.emit([{ type: 'series', action: 'delete', payload: 4 }]);
    expect(events).toEqual([{ type: 'series', action: 'delete', payload: 4 }]);
    expect(() =>
      backend.control.emit({ type: 'series', action: 'explode', payload: 1 } as never),
    ).toThrow();
  });

  it('fails API calls with a status a given number of times, then recovers', async () => {
    const { backend } = setup();
    backend.control.setFaults({ failStatus: 500, failPaths: ['/api/series'], failCount: 1 });
    expect((await call(backend, 'GET', '/api/badges')).status).toBe(200);
    const failed = await call(backend, 'GET', '/api/series');
    expect(failed.status).toBe(500);
    expect(typeof body(failed)).toBe('string');
    expect((await call(backend, 'GET', '/api/series')).status).toBe(200);
  });

  it('fails only the methods given, with the text given, leaving the list readable', async () => {
    const { backend } = setup();
    backend.control.setFaults({
      failStatus: 500,
      failPaths: ['/api/system/logs'],
      failMethods: ['delete'],
      failMessage: 'Permission denied',
    });
    expect((await call(backend, 'GET', '/api/system/logs')).status).toBe(200);
    const failed = await call(backend, 'DELETE', '/api/system/logs');
    expect([failed.status, body(failed)]).toEqual([500, 'Permission denied']);
    expect(backend.state.logs.length).toBeGreaterThan(0);
  });

  it('fails a public route (login, connection test) only when failPaths names it', async () => {
    const { backend } = setup();
    backend.control.setFaults({ failStatus: 500 });
    expect((await call(backend, 'GET', '/api/system/ping', { key: null })).status).toBe(200);
    backend.control.setFaults({ failPaths: ['/api/system/ping'] });
    expect((await call(backend, 'GET', '/api/system/ping', { key: null })).status).toBe(500);
  });

  it('holds the answers to a call until released, then handles it', async () => {
    const { backend } = setup();
    const held = backend.control.hold('post', '/api/system/announcements');
    const [announcement] = backend.state.announcements;
    let status = 0;
    const answer = call(backend, 'POST', '/api/system/announcements', {
      form: { hash: announcement?.hash ?? '' },
    }).then((response) => (status = response.status));
    expect((await call(backend, 'GET', '/api/system/announcements')).status).toBe(200);
    expect([held.waiting, status, announcement?.dismissed]).toEqual([1, 0, false]);
    expect(backend.control.answering).toBe(1);
    held.release();
    await answer;
    expect([status, announcement?.dismissed]).toEqual([204, true]);
    expect(backend.control.answering).toBe(0);
  });

  it('forces 401 and sends malformed JSON until faults are cleared', async () => {
    const { backend } = setup();
    backend.control.setFaults({ force401: true });
    expect((await call(backend, 'GET', '/api/badges')).status).toBe(401);
    backend.control.setFaults({ force401: false, malformedJson: true });
    const broken = await call(backend, 'GET', '/api/badges');
    expect(() => JSON.parse(broken.body)).toThrow();
    backend.control.clearFaults();
    expect(
      body<{ episodes: number }>(await call(backend, 'GET', '/api/badges')).episodes,
    ).toBeGreaterThan(0);
  });

  it('keeps a log of what it was asked, even where it has no real behaviour', async () => {
    const { backend } = setup();
    await call(backend, 'PATCH', '/api/system/notifications', { form: { url: 'discord://x/y' } });
    await call(backend, 'POST', '/api/webhooks/sonarr', { form: { sonarr_episodefile_id: 5 } });
    expect(
      backend.control.requests.map(({ method, path, form, status }) => ({
        method,
        path,
        form,
        status,
      })),
    ).toEqual([
      {
        method: 'PATCH',
        path: '/api/system/notifications',
        form: { url: ['discord://x/y'] },
        status: 204,
      },
      {
        method: 'POST',
        path: '/api/webhooks/sonarr',
        form: { sonarr_episodefile_id: ['5'] },
        status: 200,
      },
    ]);
  });

  it('resets to the seeded library', async () => {
    const { backend } = setup();
    const before = await getJson(backend, '/api/movies', { 'radarrid[]': [1] });
    await call(backend, 'POST', '/api/movies', { form: { radarrid: 1, profileid: 'none' } });
    expect(await getJson(backend, '/api/movies', { 'radarrid[]': [1] })).not.toEqual(before);
    backend.control.reset();
    expect(await getJson(backend, '/api/movies', { 'radarrid[]': [1] })).toEqual(before);
    expect(backend.control.requests).toHaveLength(1);
  });
});

describe('DEMO_LATENCY=real costs', () => {
  it('follows the measured costs of a real Bazarr', () => {
    const list = (count: number) =>
      JSON.stringify({ data: Array.from({ length: count }, () => ({})) });
    expect(realLatencyMs('/api/badges', '{}')).toBe(450);
    expect(realLatencyMs('/api/movies', list(500))).toBe(510);
    expect(realLatencyMs('/api/series', list(1000))).toBe(510);
    expect(realLatencyMs('/api/episodes', list(1000))).toBe(810);
  });
});
