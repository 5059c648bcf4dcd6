/** @jest-environment node */
import { io as connect, type Socket } from 'socket.io-client';
import { createServedBackend } from '../../src/demo/server/servedBackend';
import { startServer, type RunningDemoServer } from '../../src/demo/server/server';
import type { DataEvent } from '../../src/demo/core/types';
import { noUi } from '../../src/demo/server/ui';

/** The express + socket.io + multer adapter over real HTTP, under a base URL. */
describe('the demo HTTP server', () => {
  const backend = createServedBackend({ baseUrl: '/bazarr', restartMs: 300 });
  const key = { 'X-API-KEY': backend.apiKey() };
  let server: RunningDemoServer;
  let socket: Socket;

  /** Resolves with the next socket event matching `test`. */
  const nextEvent = (test: (event: DataEvent) => boolean) =>
    new Promise<DataEvent>((resolve) => {
      const listener = (event: DataEvent) => {
        if (!test(event)) return;
        socket.off('data', listener);
        resolve(event);
      };
      socket.on('data', listener);
    });

  beforeAll(async () => {
    server = await startServer({ backend, ui: noUi(), port: 0 });
    socket = connect(`http://127.0.0.1:${server.port}`, {
      path: '/bazarr/api/socket.io',
      transports: ['polling'],
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  });

  afterAll(async () => {
    socket.close();
    await server.close();
  });

  it('serves the API with query arrays under the base URL', async () => {
    const response = await fetch(`${server.url}api/series?seriesid[]=1&seriesid[]=2`, {
      headers: key,
    });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { data: { sonarrSeriesId: number }[] };
    expect(json.data.map((series) => series.sonarrSeriesId)).toEqual([1, 2]);
    expect((await fetch(`${server.url}api/series`)).status).toBe(401);
  });

  it('compresses answers of 500 bytes or more with gzip, as Bazarr (Flask-Compress) does', async () => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    const list = await fetch(`${server.url}api/series`, { headers: { ...key, ...gzip } });
    expect(list.headers.get('content-encoding')).toBe('gzip');
    expect(((await list.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    // A short answer (a 401's JSON string) goes as it is.
    const refused = await fetch(`${server.url}api/series`, { headers: gzip });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('renders index.html for client routes and API paths without a GET handler', async () => {
    for (const path of ['movies/4', 'api/system']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('"baseUrl":"/bazarr"');
    }
  });

  it('takes multipart uploads and pushes the resulting events on the socket', async () => {
    const form = new FormData();
    form.append('radarrid', '5');
    form.append('language', 'pt');
    form.append('file', new Blob(['subtitle']), 'film.srt');
    const event = nextEvent((candidate) => candidate.type === 'movie');
    const response = await fetch(`${server.url}api/movies/subtitles`, {
      method: 'POST',
      body: form,
      headers: key,
    });
    expect(response.status).toBe(204);
    expect(await event).toEqual({ type: 'movie', action: 'update', payload: 5 });
  });

  it('answers a malformed multipart body with a 400 JSON string', async () => {
    const response = await fetch(`${server.url}api/movies/subtitles`, {
      method: 'POST',
      headers: { ...key, 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not multipart',
    });
    expect(response.status).toBe(400);
    expect(typeof (await response.json())).toBe('string');
  });

  it('emits test events sent to /__demo/emit', async () => {
    const event = nextEvent((candidate) => candidate.type === 'message');
    const response = await fetch(`http://127.0.0.1:${server.port}/__demo/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ type: 'message', action: 'update', payload: 'Hello' }]),
    });
    expect(response.status).toBe(204);
    expect(await event).toEqual({ type: 'message', action: 'update', payload: 'Hello' });
  });

  it('holds, times and queues jobs through /__demo/jobs, and sends their events on the socket', async () => {
    const post = (json: unknown) =>
      fetch(`http://127.0.0.1:${server.port}/__demo/jobs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
    // 1.5.2 has no jobs queue.
    expect((await post({ queue: 1 })).status).toBe(400);
    backend.control.mutate((state) => {
      state.bazarrVersion = '1.5.6';
    });
    try {
      const pending = nextEvent((candidate) => candidate.type === 'jobs');
      expect((await post({ hold: true, delayMs: 0, queue: 2 })).status).toBe(204);
      expect(await pending).toEqual({
        type: 'jobs',
        action: 'update',
        payload: { job_id: 1, progress_value: null, status: 'pending' },
      });
      const listed = (await (
        await fetch(`http://127.0.0.1:${server.port}/__demo/jobs`)
      ).json()) as { status: string }[];
      expect(listed.map((job) => job.status)).toEqual(['pending', 'pending']);
      expect((await post({ hold: 'yes' })).status).toBe(400);
      const done = nextEvent(
        (candidate) =>
          candidate.type === 'jobs' &&
          (candidate.payload as { job_id?: number; status?: string }).status === 'completed' &&
          (candidate.payload as { job_id?: number }).job_id === 2,
      );
      expect((await post({ hold: false })).status).toBe(204);
      await done;
    } finally {
      backend.control.reset();
    }
  });

  it('drops the socket on restart, answers 503 meanwhile, then lets it reconnect', async () => {
    const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    const response = await fetch(`${server.url}api/system?action=restart`, {
      method: 'POST',
      headers: key,
    });
    expect(response.status).toBe(204);
    await disconnected;
    expect((await fetch(`${server.url}api/badges`, { headers: key })).status).toBe(503);
    await new Promise<void>((resolve) =>
      backend.onLifecycle((event) => event === 'up' && resolve()),
    );
    expect((await fetch(`${server.url}api/badges`, { headers: key })).status).toBe(200);
    await new Promise<void>((resolve) =>
      socket.connected ? resolve() : socket.once('connect', () => resolve()),
    );
    expect(socket.connected).toBe(true);
  });

  it('stops and restarts its listener (connection refused in between)', async () => {
    await server.stopListener();
    await expect(fetch(`${server.url}api/system/ping`)).rejects.toThrow();
    await server.startListener();
    expect((await fetch(`${server.url}api/system/ping`)).status).toBe(200);
  });

  it('stops answering after a shutdown until the process is started again', async () => {
    const closed = new Promise<void>((resolve) => server.http.once('close', () => resolve()));
    const response = await fetch(`${server.url}api/system?action=shutdown`, {
      method: 'POST',
      headers: key,
    });
    expect(response.status).toBe(204);
    await closed;
    await expect(fetch(`${server.url}api/system/ping`)).rejects.toThrow();
    await server.restartProcess();
    expect((await fetch(`${server.url}api/system/ping`)).status).toBe(200);
  });
});
