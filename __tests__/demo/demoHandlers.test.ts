import { setupServer } from 'msw/node';
import { createDemoBackend } from '../../src/demo/core/backend';
import { createDemoHandlers } from '../support/demoHandlers';

/** Component tests reach the demo backend through msw, with fetch bodies as the app sends them. */
describe('msw handlers backed by the demo backend', () => {
  const backend = createDemoBackend({ restartMs: 50 });
  const server = setupServer(...createDemoHandlers(backend));
  const key = { 'X-API-KEY': backend.apiKey() };

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => {
    server.close();
    backend.dispose();
  });

  it('answers API calls under any base URL with the same shapes', async () => {
    const response = await fetch('http://localhost/bazarr/api/series?start=0&length=3', {
      headers: key,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const json = (await response.json()) as { data: { title: string }[]; total: number };
    expect(json.data).toHaveLength(3);
    expect(json.total).toBe(backend.state.series.size);
    expect((await fetch('http://localhost/api/badges')).status).toBe(401);
  });

  it('passes multipart uploads, files included, to the backend', async () => {
    const form = new FormData();
    form.append('language', 'it');
    form.append('forced', 'False');
    form.append('hi', 'False');
    form.append('file', new File(['1\n00:00:01,000 --> 00:00:02,000\nCiao\n'], 'ciao.srt'));
    const response = await fetch('http://localhost/api/movies/subtitles?radarrid=3', {
      method: 'POST',
      body: form,
      headers: key,
    });
    expect(response.status).toBe(204);
    expect(backend.state.movies.get(3)?.subtitles).toContainEqual(
      expect.objectContaining({ code2: 'it', path: expect.stringMatching(/\.it\.srt$/) }),
    );
    expect(backend.control.requests.at(-1)?.files).toEqual(['ciao.srt']);
  });

  it('answers the connection test outside /api', async () => {
    const sonarrKey = String(backend.state.settings.sonarr?.apikey);
    const response = await fetch(
      `http://localhost/test/http/127.0.0.1:8989/api/system/status?apikey=${sonarrKey}`,
    );
    expect(await response.json()).toEqual({ code: 200, status: true, version: '4.0.14.2939' });
  });
});
