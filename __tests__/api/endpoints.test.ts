import { http, HttpResponse } from 'msw';
import { blacklistApi } from '../../src/api/blacklist';
import { connectionTestApi } from '../../src/api/connectionTest';
import { filesApi } from '../../src/api/files';
import { languagesApi } from '../../src/api/languages';
import { providersApi } from '../../src/api/providers';
import { systemApi } from '../../src/api/system';
import { wantedApi } from '../../src/api/wanted';
import { selectNotifications } from '../../src/notifications/notificationsSlice';
import { selectAuthStatus } from '../../src/api/authSlice';
import {
  describeRequest,
  makeTestStore,
  recordRequests,
  sampleRoute,
  setupApiServer,
} from './support/apiTestKit';

const server = setupApiServer();

describe('envelopes are normalized at the endpoint', () => {
  it('{data, total} stays a page', async () => {
    server.use(
      sampleRoute('get', '/api/episodes/wanted', 'GET_api_episodes_wanted__start0_len5.json'),
    );
    const store = makeTestStore();
    const { data } = await store.dispatch(
      wantedApi.endpoints.getWantedEpisodes.initiate({ start: 0, length: 5 }),
    );
    expect(data?.total).toBe(466);
    expect(data?.data[0]).toMatchObject({
      seriesTitle: 'Money Heist',
      episode_number: '5x10',
      sonarrEpisodeId: 861,
    });
  });

  it('{data} without a total becomes a page whose total is its length', async () => {
    server.use(sampleRoute('get', '/api/movies/blacklist', 'GET_api_movies_blacklist.json'));
    const store = makeTestStore();
    const { data } = await store.dispatch(blacklistApi.endpoints.getMovieBlacklist.initiate());
    expect(data?.total).toBe(2);
    expect(data?.data.map((entry) => entry.provider)).toEqual(['opensubtitlescom', 'subdl']);
  });

  it('{data} lists become arrays, bare arrays stay arrays, {data: object} becomes the object', async () => {
    server.use(
      sampleRoute('get', '/api/providers', 'GET_api_providers.json'),
      sampleRoute('get', '/api/system/languages', 'GET_api_system_languages__history_true.json'),
      sampleRoute('get', '/api/system/status', 'GET_api_system_status.json'),
      sampleRoute('get', '/api/files/sonarr', 'GET_api_files_sonarr__path_media.json'),
    );
    const requests = recordRequests(server);
    const store = makeTestStore();
    const providers = await store.dispatch(providersApi.endpoints.getProviders.initiate());
    const languages = await store.dispatch(
      languagesApi.endpoints.getLanguages.initiate({ history: true }),
    );
    const status = await store.dispatch(systemApi.endpoints.getStatus.initiate());
    const folders = await store.dispatch(
      filesApi.endpoints.getFiles.initiate({ source: 'sonarr', path: '/media/' }),
    );

    expect(providers.data?.map((provider) => provider.status)).toEqual([
      'Good',
      'ConfigurationError',
      'ProxyError',
      'ConfigurationError',
    ]);
    expect(languages.data?.map((language) => language.code2)).toEqual(['en', 'fr', 'ja', 'es']);
    expect(status.data?.bazarr_version).toBe('1.5.2');
    expect(folders.data?.map((folder) => folder.path)).toEqual(['/media/movies/', '/media/tv/']);
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/providers',
      'GET /api/system/languages?history=true',
      'GET /api/system/status',
      'GET /api/files/sonarr?path=/media/',
    ]);
  });
});

describe('manual search results', () => {
  it('are fetched again for every new subscription', async () => {
    server.use(
      sampleRoute('get', '/api/providers/movies', 'GET_api_providers_movies__radarrid7.json'),
    );
    const requests = recordRequests(server);
    const store = makeTestStore();
    const first = await store.dispatch(providersApi.endpoints.getMovieSearchResults.initiate(7));
    await store.dispatch(providersApi.endpoints.getMovieSearchResults.initiate(7));
    expect(first.data?.[0]).toMatchObject({
      provider: 'embeddedsubtitles',
      hearing_impaired: 'False',
    });
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/providers/movies?radarrid=7',
      'GET /api/providers/movies?radarrid=7',
    ]);
  });
});

describe('connection test (Sonarr/Radarr settings)', () => {
  const sonarr = {
    ssl: false,
    ip: '127.0.0.1',
    port: 8989,
    baseUrl: '',
    apikey: '5onarr0000000000000000000000fake',
  };

  it('asks test/{protocol}/{host:port}/api/system/status outside the API and returns status and version', async () => {
    server.use(
      sampleRoute(
        'get',
        '/test/http/127.0.0.1:8989/api/system/status',
        'GET_test_http_sonarr_system_status__ok.json',
      ),
    );
    const requests = recordRequests(server);
    const store = makeTestStore();
    const { data } = await store.dispatch(
      connectionTestApi.endpoints.testConnection.initiate(sonarr),
    );
    expect(data).toEqual({ status: true, code: 200, version: '4.0.14.2939', error: undefined });
    expect(requests.map(describeRequest)).toEqual([
      'GET /test/http/127.0.0.1:8989/api/system/status?apikey=5onarr0000000000000000000000fake',
    ]);
    // The proxy needs no auth: its answer says nothing about the user's session.
    expect(selectAuthStatus(store.getState())).toBe('unknown');
  });

  it('falls back to api/v3 when the reply has no version, with the base URL slashed', async () => {
    server.use(
      http.get('/test/https/radarr.local:7878/movies/api/system/status', () =>
        HttpResponse.json({ code: 404, status: false, error: 'Not found' }),
      ),
      sampleRoute(
        'get',
        '/test/https/radarr.local:7878/movies/api/v3/system/status',
        'GET_test_http_radarr_system_status__badkey.json',
      ),
    );
    const requests = recordRequests(server);
    const store = makeTestStore();
    const radarr = {
      ssl: true,
      ip: 'radarr.local',
      port: '7878',
      baseUrl: 'movies',
      apikey: 'wrong',
    };
    const { data } = await store.dispatch(
      connectionTestApi.endpoints.testConnection.initiate(radarr),
    );
    expect(data).toEqual({
      status: false,
      code: 401,
      version: undefined,
      error: 'Access Denied. Check API key.',
    });
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/test/https/radarr.local:7878/movies/api/system/status',
      '/test/https/radarr.local:7878/movies/api/v3/system/status',
    ]);
  });

  it('passes the error of the v3 request on, silently (the Test button shows it)', async () => {
    server.use(
      http.get('/test/http/127.0.0.1:8989/api/system/status', () => HttpResponse.error()),
      http.get('/test/http/127.0.0.1:8989/api/v3/system/status', () =>
        HttpResponse.json('Bad gateway', { status: 502 }),
      ),
    );
    const store = makeTestStore();
    const { error } = await store.dispatch(
      connectionTestApi.endpoints.testConnection.initiate(sonarr),
    );
    expect(error).toEqual({ status: 502, message: 'Bad gateway' });
    expect(selectNotifications(store.getState())).toEqual([]);
  });
});
