import {
  authorizePlexPins,
  expirePlexPins,
  plexTv,
  signInToPlex,
} from '../../src/demo/core/routes/plex';
import { call, setup } from './helpers';

const body = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;

function on156() {
  return setup({ bazarrVersion: '1.5.6' }).backend;
}

describe("the demo's Plex routes (api/plex/oauth.py)", () => {
  it('are unknown on 1.5.2, whose plex section keeps one library name', async () => {
    const { backend } = setup();
    expect((await call(backend, 'GET', '/api/plex/oauth/validate')).status).toBe(404);
    expect((await call(backend, 'POST', '/api/plex/oauth/pin')).status).toBe(404);
    const settings = body(await call(backend, 'GET', '/api/system/settings'));
    expect(settings.plex).toMatchObject({ movie_library: '', apikey: '' });
    expect(settings.plex).not.toHaveProperty('movie_library_ids');
  });

  it("give 1.5.6's plex section: lists with ids, the sign-in keys", async () => {
    const backend = on156();
    const settings = body(await call(backend, 'GET', '/api/system/settings'));
    expect(settings.plex).toMatchObject({
      movie_library: [],
      movie_library_ids: [],
      series_library: [],
      series_library_ids: [],
      auth_method: 'apikey',
      token: '',
      server_machine_id: '',
    });
  });

  it('sign in by PIN: authorised after N checks, then the token is stored encrypted', async () => {
    const backend = on156();
    backend.control.mutate((state) => {
      plexTv(state).authorizeAfterPolls = 2;
    });
    const pin = body(await call(backend, 'POST', '/api/plex/oauth/pin')).data as Record<
      string,
      string
    >;
    expect(pin.authUrl).toContain(`code=${pin.code}`);
    const check = `/api/plex/oauth/pin/${pin.pinId}/check`;
    expect(body(await call(backend, 'GET', check)).data).toEqual({
      authenticated: false,
      code: pin.code,
    });
    expect(body(await call(backend, 'GET', check)).data).toEqual({
      authenticated: true,
      username: 'demo-plex',
      email: 'demo-plex@example.com',
    });
    const plex = backend.state.settings.plex!;
    expect(plex).toMatchObject({ auth_method: 'oauth', username: 'demo-plex', apikey: '' });
    expect(plex.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(plex.token).not.toContain('demo-plex-token');
    expect(backend.state.settings.general!.use_plex).toBe(true);
    // A PIN is used once: Bazarr no longer knows it and its check fails with an uncaught error.
    const again = await call(backend, 'GET', check);
    expect(again.status).toBe(500);
    expect(body(again)).toEqual({ message: 'Internal Server Error' });
    expect(body(await call(backend, 'GET', '/api/plex/oauth/validate')).data).toEqual({
      valid: true,
      username: 'demo-plex',
      email: 'demo-plex@example.com',
      auth_method: 'oauth',
    });
  });

  it('authorises on the control hook, and fails a PIN plex.tv expired', async () => {
    const backend = on156();
    backend.control.mutate((state) => {
      plexTv(state).authorizeAfterPolls = null;
    });
    const first = body(await call(backend, 'POST', '/api/plex/oauth/pin')).data as {
      pinId: number;
    };
    backend.control.mutate(authorizePlexPins);
    expect(
      body(await call(backend, 'GET', `/api/plex/oauth/pin/${first.pinId}/check`)).data,
    ).toMatchObject({ authenticated: true });
    const second = body(await call(backend, 'POST', '/api/plex/oauth/pin')).data as {
      pinId: number;
    };
    backend.control.mutate(expirePlexPins);
    expect((await call(backend, 'GET', `/api/plex/oauth/pin/${second.pinId}/check`)).status).toBe(
      500,
    );
  });

  it('without plex.tv, a PIN is a 503 with the error, as on a Bazarr offline', async () => {
    const backend = on156();
    backend.control.mutate((state) => {
      plexTv(state).reachable = false;
    });
    const response = await call(backend, 'POST', '/api/plex/oauth/pin');
    expect(response.status).toBe(503);
    expect(body(response)).toMatchObject({
      error: expect.stringMatching(/^Failed to create PIN: /),
      code: 'PLEX_CONNECTION_ERROR',
    });
  });

  it('encrypts a plain token on first use; a plain token saved over it breaks every call', async () => {
    const backend = on156();
    await call(backend, 'GET', '/api/system/settings');
    backend.control.mutate((state) => {
      Object.assign(state.settings.plex!, { apikey: 'typed-token' });
    });
    expect(body(await call(backend, 'GET', '/api/plex/oauth/validate')).data).toMatchObject({
      valid: true,
      auth_method: 'apikey',
    });
    const plex = backend.state.settings.plex!;
    expect(plex.apikey_encrypted).toBe(true);
    expect(plex.apikey).not.toBe('typed-token');
    // What a 1.5.2 token field would post: stored plain while apikey_encrypted stays true.
    await call(backend, 'POST', '/api/system/settings', {
      form: { 'settings-plex-apikey': 'another-token' },
    });
    expect(body(await call(backend, 'GET', '/api/plex/oauth/validate')).data).toMatchObject({
      valid: false,
      code: 'INVALID_TOKEN',
    });
    // POST plex/apikey is the way: it stores the token encrypted.
    await call(backend, 'POST', '/api/plex/apikey', { form: { apikey: 'another-token' } });
    expect(backend.state.settings.plex!.apikey).not.toBe('another-token');
    expect(body(await call(backend, 'GET', '/api/plex/oauth/validate')).data).toMatchObject({
      valid: true,
    });
  });

  it('lists servers and the chosen server’s libraries (movie and show only)', async () => {
    const backend = on156();
    backend.control.mutate((state) => signInToPlex(state));
    const servers = body(await call(backend, 'GET', '/api/plex/oauth/servers')).data as {
      name: string;
      bestConnection: { uri: string };
    }[];
    expect(servers.map((server) => server.name)).toEqual(['Living Room', 'Cabin']);
    expect(body(await call(backend, 'GET', '/api/plex/oauth/libraries')).data).toEqual([]);
    await call(backend, 'POST', '/api/plex/select-server', {
      form: {
        machineIdentifier: 'f6e5d4c3b2a1cabin',
        name: 'Cabin',
        uri: servers[1]!.bestConnection.uri,
        local: 'false',
      },
    });
    const libraries = body(await call(backend, 'GET', '/api/plex/oauth/libraries')).data as {
      title: string;
      key: string;
    }[];
    expect(libraries.map(({ title, key }) => [title, key])).toEqual([
      ['Films', '1'],
      ['Series', '2'],
    ]);
  });

  it('creates the webhook only once general.hostname is set (1.5.6-beta.12+)', async () => {
    const backend = on156();
    backend.control.mutate((state) => {
      signInToPlex(state, 'Living Room');
      // Bazarr fills it with the machine's name; a user may have emptied it.
      state.settings.general!.hostname = '';
    });
    const refused = await call(backend, 'POST', '/api/plex/webhook/create');
    expect(refused.status).toBe(400);
    expect(body(refused).error).toBe(
      'Hostname must be configured in General Settings before creating webhooks. This prevents host header poisoning attacks.',
    );
    backend.control.mutate((state) => {
      state.settings.general!.hostname = 'bazarr.lan';
    });
    const created = body(await call(backend, 'POST', '/api/plex/webhook/create')).data as {
      webhook_url: string;
    };
    expect(created.webhook_url).toBe(
      `http://bazarr.lan/api/webhooks/plex?apikey=${backend.apiKey()}&instance=Bazarr`,
    );
    const list = body(await call(backend, 'GET', '/api/plex/webhook/list')).data as {
      webhooks: { url: string }[];
    };
    expect(list.webhooks.map(({ url }) => url)).toContain(created.webhook_url);
    await call(backend, 'POST', '/api/plex/webhook/delete', {
      form: { webhook_url: created.webhook_url },
    });
    expect(plexTv(backend.state).webhooks).not.toContain(created.webhook_url);
  });

  it('answers the webhook routes 502 and Autopulse 401 without a sign-in, as Bazarr does', async () => {
    const backend = on156();
    const list = await call(backend, 'GET', '/api/plex/webhook/list');
    expect(list.status).toBe(502);
    expect(body(list).error).toBe(
      'Failed to list webhooks: Access denied. Please check your Plex authentication credentials and permissions.',
    );
    const autopulse = await call(backend, 'GET', '/api/plex/autopulse/config');
    expect(autopulse.status).toBe(401);
    expect(body(autopulse)).toEqual({ error: 'Plex authentication required' });
  });
});
