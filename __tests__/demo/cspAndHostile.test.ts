/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createDemoBackend } from '../../src/demo/core/backend';
import { seedHostileText } from '../../src/demo/server/hostile';
import { createServedBackend } from '../../src/demo/server/servedBackend';

const page = (csp: boolean) =>
  createServedBackend({ csp }).handle({
    method: 'GET',
    path: '/series',
  });

describe('the strict Content-Security-Policy switch', () => {
  it('sends no policy by default', async () => {
    expect((await page(false)).headers['content-security-policy']).toBeUndefined();
  });

  it('allows the inline inject snippet by the hash of its injected text, and nothing else inline', async () => {
    const response = await page(true);
    const snippet = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(snippet).toContain('window.Bazarr = JSON.parse(`{"baseUrl"');
    const hash = createHash('sha256').update(snippet).digest('base64');
    expect(response.headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'sha256-${hash}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "connect-src 'self' ws: wss:",
      ].join('; '),
    );
  });
});

describe('hostile text for the XSS browser suite', () => {
  it('goes into titles, paths, logs, announcements (with the link) and the other server texts', () => {
    const backend = createDemoBackend();
    backend.control.mutate((state) =>
      seedHostileText(state, { text: '<b>x</b>', link: 'javascript:x' }),
    );
    const { state } = backend;
    const [series] = state.series.values();
    const [movie] = state.movies.values();
    expect(series?.title).toMatch(/^Series \d+ <b>x<\/b>$/);
    expect(movie?.path).toContain('<b>x</b>');
    expect(state.logs.every((log) => log.message.includes('<b>x</b>'))).toBe(true);
    expect(state.announcements.every((item) => item.link === 'javascript:x')).toBe(true);
    expect(state.backups.every((backup) => backup.filename.includes('<b>x</b>'))).toBe(true);
  });
});
