/** @jest-environment node */
import { DEMO_CREDENTIALS } from '../../src/demo/core/backend';
import { renderIndex, tojson } from '../../src/bazarrPage/html';
import { createServedBackend } from '../../src/demo/server/servedBackend';
import { body, call, setup } from './helpers';

/** A backend that renders the page, as the HTTP server runs it. */
const served = (options: Parameters<typeof setup>[0]) => setup(options, createServedBackend);

/** window.Bazarr as the page would set it. */
function injected(html: string): Record<string, unknown> {
  const match = /JSON\.parse\(`([^`]*)`\)/.exec(html);
  if (!match?.[1]) throw new Error('no injection in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

describe('API key', () => {
  const { backend } = setup();

  it('answers 401 without the key or with a wrong one', async () => {
    for (const key of [null, 'wrong']) {
      const response = await call(backend, 'GET', '/api/series', { key });
      expect(response.status).toBe(401);
      expect(body<{ message: string }>(response).message).toContain(
        'could not verify that you are authorized',
      );
    }
  });

  it('accepts the key as a header, a query field or a form field', async () => {
    expect(
      (
        await call(backend, 'GET', '/api/badges', {
          key: null,
          query: { apikey: backend.apiKey() },
        })
      ).status,
    ).toBe(200);
    const form = await call(backend, 'POST', '/api/system/backups', {
      key: null,
      form: { apikey: backend.apiKey() },
    });
    expect(form.status).toBe(204);
  });
});

describe('index.html injection', () => {
  it("escapes like Jinja's tojson and adds the trailing slash to the base href", () => {
    expect(tojson({ text: "<a href='x'>&</a>" })).toBe(
      '{"text":"\\u003ca href=\\u0027x\\u0027\\u003e\\u0026\\u003c/a\\u003e"}',
    );
    const page = renderIndex(
      '<base href="{{baseUrl}}" /><script>JSON.parse(`{{BAZARR_SERVER_INJECT | tojson | safe}}`)</script>',
      {
        baseUrl: '/bazarr',
        canUpdate: true,
        hasUpdate: false,
      },
    );
    expect(page).toBe(
      '<base href="/bazarr/" /><script>JSON.parse(`{"baseUrl":"/bazarr","canUpdate":true,"hasUpdate":false}`)</script>',
    );
  });

  it('always injects the key with no authentication, on any client route', async () => {
    const { backend } = served({ baseUrl: '/bazarr' });
    const page = await call(backend, 'GET', '/series/3', { key: null });
    expect(page.status).toBe(200);
    expect(injected(page.body)).toEqual({
      baseUrl: '/bazarr',
      canUpdate: false,
      hasUpdate: false,
      apiKey: backend.apiKey(),
    });
  });

  it('asks for Basic credentials, then injects the key', async () => {
    const { backend } = served({ auth: 'basic' });
    const refused = await call(backend, 'GET', '/', { key: null });
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('Basic');
    const wrong = await call(backend, 'GET', '/', {
      key: null,
      headers: { authorization: basic('admin', 'nope') },
    });
    expect(wrong.status).toBe(401);
    const page = await call(backend, 'GET', '/', {
      key: null,
      headers: { authorization: basic(DEMO_CREDENTIALS.username, DEMO_CREDENTIALS.password) },
    });
    expect(page.status).toBe(200);
    expect(injected(page.body).apiKey).toBe(backend.apiKey());
  });

  it('with Form authentication injects the key only to a logged-in session', async () => {
    const { backend } = served({ auth: 'form' });
    const anonymous = await call(backend, 'GET', '/', { key: null });
    expect(injected(anonymous.body)).not.toHaveProperty('apiKey');

    const failed = await call(backend, 'POST', '/api/system/account', {
      key: null,
      query: { action: 'login' },
      form: { username: 'admin', password: 'wrong' },
    });
    expect(failed.status).toBe(403);
    const login = await call(backend, 'POST', '/api/system/account', {
      key: null,
      query: { action: 'login' },
      form: { username: DEMO_CREDENTIALS.username, password: DEMO_CREDENTIALS.password },
    });
    expect(login.status).toBe(204);
    const cookie = (login.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/=.+/);
    const page = await call(backend, 'GET', '/', { key: null, headers: { cookie } });
    expect(injected(page.body).apiKey).toBe(backend.apiKey());

    const logout = await call(backend, 'POST', '/api/system/account', {
      key: null,
      query: { action: 'logout' },
      headers: { cookie },
    });
    expect(logout.status).toBe(204);
    expect(logout.headers['set-cookie']).toContain('Max-Age=0');
    expect(
      injected((await call(backend, 'GET', '/', { key: null, headers: { cookie } })).body),
    ).not.toHaveProperty('apiKey');
  });
});
