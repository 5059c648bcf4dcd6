import { jellyfinServer } from '../../src/demo/core/routes/jellyfin';
import { body, call, setup } from './helpers';

type Answer = Record<string, unknown>;

function on(version: string) {
  return setup({ bazarrVersion: version }).backend;
}

const KEY = (backend: ReturnType<typeof on>) => String(backend.state.settings.jellyfin?.apikey);

describe("the demo's Jellyfin routes (api/jellyfin/endpoints.py)", () => {
  it.each(['1.5.6', '1.5.7-beta.25'])(
    'are unknown on %s, whose settings have no jellyfin section and refuse its keys',
    async (version) => {
      const backend = on(version);
      expect((await call(backend, 'GET', '/api/jellyfin/libraries')).status).toBe(404);
      const test = await call(backend, 'POST', '/api/jellyfin/test-connection', {
        form: { url: 'http://jellyfin:8096', apikey: 'x' },
      });
      expect(test.status).toBe(404);
      const settings = body<Answer>(await call(backend, 'GET', '/api/system/settings'));
      expect(settings).not.toHaveProperty('jellyfin');
      expect(settings.general).not.toHaveProperty('use_jellyfin');
      // A save naming a section Bazarr does not have fails whole.
      const save = await call(backend, 'POST', '/api/system/settings', {
        form: { 'settings-jellyfin-url': 'http://jellyfin:8096' },
      });
      expect(save.status).toBe(500);
    },
  );

  it.each(['1.5.7-beta.26', '1.6.1'])(
    "give %s's settings: use_jellyfin and the jellyfin section, saved like any other",
    async (version) => {
      const backend = on(version);
      const settings = body<Answer>(await call(backend, 'GET', '/api/system/settings'));
      expect(settings.general).toMatchObject({ use_jellyfin: false });
      expect(settings.jellyfin).toEqual({
        url: 'http://jellyfin:8096',
        apikey: KEY(backend),
        movie_library: [],
        series_library: [],
        movie_library_ids: [],
        series_library_ids: [],
        update_movie_library: false,
        update_series_library: false,
        refresh_method: 'immediate',
      });
      const save = await call(backend, 'POST', '/api/system/settings', {
        form: {
          'settings-general-use_jellyfin': 'true',
          'settings-jellyfin-movie_library': ['Movies'],
          'settings-jellyfin-movie_library_ids': ['f137a2dd21bbc1b99aa5c0f6bf02a805'],
          'settings-jellyfin-refresh_method': 'async',
        },
      });
      expect(save.status).toBe(204);
      expect(backend.state.settings.jellyfin).toMatchObject({
        movie_library: ['Movies'],
        movie_library_ids: ['f137a2dd21bbc1b99aa5c0f6bf02a805'],
        refresh_method: 'async',
      });
    },
  );

  it('test-connection: the server and its version, with the values given or those saved', async () => {
    const backend = on('1.6.1');
    const given = await call(backend, 'POST', '/api/jellyfin/test-connection', {
      form: { url: 'http://localhost:8096/', apikey: KEY(backend) },
    });
    expect(body(given)).toEqual({
      success: true,
      server_name: 'Demo Jellyfin',
      version: '10.10.7',
    });
    // Empty values fall back to the saved ones (get_jellyfin_client's `url or settings.jellyfin.url`).
    const saved = await call(backend, 'POST', '/api/jellyfin/test-connection', {
      form: { url: '', apikey: '' },
    });
    expect(body<Answer>(saved).success).toBe(true);
  });

  it("test-connection: Bazarr's 200 with the error of each failure, 400 without its parameters", async () => {
    const backend = on('1.6.1');
    const test = async (url: string, apikey = KEY(backend)) =>
      body<Answer>(
        await call(backend, 'POST', '/api/jellyfin/test-connection', { form: { url, apikey } }),
      );
    expect(await test('http://jellyfin:8096', 'wrong')).toEqual({
      success: false,
      error: '401 Client Error: Unauthorized for url: http://jellyfin:8096/System/Info',
    });
    expect((await test('jellyfin:8096')).error).toBe(
      "Invalid URL 'jellyfin:8096/System/Info': No scheme supplied. Perhaps you meant https://jellyfin:8096/System/Info?",
    );
    expect((await test('https://media.example:8920')).error).toMatch(
      /^HTTPSConnectionPool\(host='media\.example', port=8920\): Max retries exceeded with url: \/System\/Info /,
    );
    backend.control.mutate((state) => {
      jellyfinServer(state).reachable = false;
    });
    expect((await test('http://jellyfin:8096')).error).toMatch(/Connection refused/);
    backend.control.mutate((state) => {
      state.settings.jellyfin!.url = '';
    });
    expect(await test('')).toEqual({ success: false, error: 'Jellyfin URL not configured.' });

    const missing = await call(backend, 'POST', '/api/jellyfin/test-connection', {
      form: { url: 'http://jellyfin:8096' },
    });
    expect(missing.status).toBe(400);
    expect(body(missing)).toEqual({
      errors: {
        apikey:
          'Jellyfin API key Missing required parameter in the JSON body or the post body or the query string',
      },
      message: 'Input payload validation failed',
    });
  });

  it('libraries: the movie and TV show libraries only, and an empty list on any failure', async () => {
    const backend = on('1.6.1');
    const list = async (query?: Record<string, string>) =>
      body<{ data: Answer[] }>(await call(backend, 'GET', '/api/jellyfin/libraries', { query }))
        .data;
    expect(await list()).toEqual([
      { id: 'f137a2dd21bbc1b99aa5c0f6bf02a805', name: 'Movies', type: 'movies' },
      { id: '7e64e319657a9516ec78490da03edccb', name: 'Shows', type: 'tvshows' },
      { id: '43cfe12fe7d9d8d21251e0964e0232e2', name: 'Anime', type: 'tvshows' },
    ]);
    expect(await list({ url: 'http://127.0.0.1:8096', apikey: KEY(backend) })).toHaveLength(3);
    expect(await list({ url: 'http://jellyfin:8096', apikey: 'wrong' })).toEqual([]);
    expect(await list({ url: 'http://nowhere:8096' })).toEqual([]);
  });
});
