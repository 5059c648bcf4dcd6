import { http, HttpResponse } from 'msw';
import { selectAuthStatus } from '../../src/api/authSlice';
import { apiErrorMessage } from '../../src/api/apiError';
import { badgesApi } from '../../src/api/badges';
import { blacklistApi } from '../../src/api/blacklist';
import {
  DISCONNECTED_MESSAGE,
  HTML_ANSWER_MESSAGE,
  MALFORMED_ANSWER_MESSAGE,
} from '../../src/api/baseQuery';
import { episodesApi } from '../../src/api/episodes';
import { profileWritesApi } from '../../src/api/profileWrites';
import { settingsApi } from '../../src/api/settings';
import { systemApi } from '../../src/api/system';
import { readEnvironment } from '../../src/env';
import { selectNotifications } from '../../src/notifications/notificationsSlice';
import {
  capturingForms,
  makeTestStore,
  recordRequests,
  sampleRoute,
  sampleText,
  setupApiServer,
} from './support/apiTestKit';

const server = setupApiServer();

const badges = sampleRoute('get', '/api/badges', 'GET_api_badges.json');

describe('request headers', () => {
  it('sends the API key of the environment as X-API-KEY', async () => {
    server.use(badges);
    const requests = recordRequests(server);
    const store = makeTestStore();
    await store.dispatch(badgesApi.endpoints.getBadges.initiate());
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get('X-API-KEY')).toBe('key');
  });

  it("sends the placeholder 'AUTH_NEEDED' when the page was served without a key", async () => {
    server.use(badges);
    const requests = recordRequests(server);
    const store = makeTestStore(readEnvironment({}));
    await store.dispatch(badgesApi.endpoints.getBadges.initiate());
    expect(requests[0].headers.get('X-API-KEY')).toBe('AUTH_NEEDED');
    expect(requests[0].url.pathname).toBe('/api/badges');
  });
});

describe('form-data bodies through real mutations', () => {
  it('repeats array values per item, and sends null as empty (no profile)', async () => {
    const { handler, forms } = capturingForms('post', '/api/series');
    server.use(handler);
    const store = makeTestStore();
    await store
      .dispatch(
        profileWritesApi.endpoints.updateSeriesProfile.initiate({
          seriesid: [1, 2],
          profileid: [3, null],
        }),
      )
      .unwrap();
    expect(forms[0].getAll('seriesid')).toEqual(['1', '2']);
    expect(forms[0].getAll('profileid')).toEqual(['3', '']);
  });

  it('sends an empty array as one empty value', async () => {
    const { handler, forms } = capturingForms('post', '/api/system/settings');
    server.use(handler);
    const store = makeTestStore();
    await store
      .dispatch(
        settingsApi.endpoints.saveSettings.initiate({
          'languages-enabled': [],
          'settings-general-page_size': 50,
        }),
      )
      .unwrap();
    expect(forms[0].getAll('languages-enabled')).toEqual(['']);
    expect(forms[0].get('settings-general-page_size')).toBe('50');
  });
});

describe('errors (docs/behaviour.md §8)', () => {
  it("shows 'Error {status}' with the server's text", async () => {
    server.use(sampleRoute('get', '/api/episodes', 'GET_api_episodes__no_params.json', 404));
    const store = makeTestStore();
    const result = await store.dispatch(episodesApi.endpoints.getEpisodesBySeries.initiate(1));
    expect(result.error).toEqual({ status: 404, message: 'Series or Episode ID not provided' });
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({
        type: 'error',
        title: 'Error 404',
        message: 'Series or Episode ID not provided',
      }),
    ]);
  });

  it("reports no answer as 'You have disconnected from the server' with code 500", async () => {
    server.use(http.get('/api/badges', () => HttpResponse.error()));
    const store = makeTestStore();
    const result = await store.dispatch(badgesApi.endpoints.getBadges.initiate());
    expect(result.error).toEqual({ status: 500, message: DISCONNECTED_MESSAGE });
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({
        title: 'Error 500',
        message: 'You have disconnected from the server',
      }),
    ]);
  });

  it('marks the user authenticated after a 2xx answer', async () => {
    server.use(badges);
    const store = makeTestStore();
    expect(selectAuthStatus(store.getState())).toBe('unknown');
    await store.dispatch(badgesApi.endpoints.getBadges.initiate());
    expect(selectAuthStatus(store.getState())).toBe('authenticated');
  });

  it('marks the user unauthenticated on a 401, and says so when a session ends', async () => {
    server.use(badges);
    // A page Bazarr rendered without the key (form login): the 401 asks for a login.
    const store = makeTestStore(readEnvironment({ baseUrl: '' }));
    await store.dispatch(badgesApi.endpoints.getBadges.initiate());
    server.use(sampleRoute('get', '/api/system/status', 'GET_api_series__no_apikey.json', 401));
    const result = await store.dispatch(systemApi.endpoints.getStatus.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(selectAuthStatus(store.getState())).toBe('unauthenticated');
    const [notification] = selectNotifications(store.getState());
    expect(notification.title).toBe('Error 401');
    expect(notification.message).toMatch(/^The server could not verify that you are authorized/);
  });

  it('marks the key refused, not the user logged out, on a 401 to the key the page was given', async () => {
    const store = makeTestStore(readEnvironment({ baseUrl: '', apiKey: 'not-the-key' }));
    server.use(sampleRoute('get', '/api/system/status', 'GET_api_series__no_apikey.json', 401));
    const result = await store.dispatch(systemApi.endpoints.getStatus.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(selectAuthStatus(store.getState())).toBe('keyRefused');
    // The page says why; a second 401 changes nothing.
    await store.dispatch(systemApi.endpoints.getStatus.initiate(undefined, { forceRefetch: true }));
    expect(selectAuthStatus(store.getState())).toBe('keyRefused');
  });

  it('reports a truncated JSON answer in a few words, not with its text', async () => {
    const truncated = '{"data": [{"timestamp": "2026-01-01", "message": "Throttling opensub';
    server.use(
      http.get(
        '/api/system/status',
        () =>
          new HttpResponse(truncated, {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const store = makeTestStore();
    const result = await store.dispatch(systemApi.endpoints.getStatus.initiate());
    expect(result.error).toEqual({ status: 200, message: MALFORMED_ANSWER_MESSAGE });
    expect(selectNotifications(store.getState())[0]).toMatchObject({
      title: 'Error 200',
      message: MALFORMED_ANSWER_MESSAGE,
    });
  });

  it("treats Bazarr's HTML fallthrough page as an error, not as data", async () => {
    server.use(
      http.get('/api/system/status', () =>
        HttpResponse.html(sampleText('GET_api_system.txt'), {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
      ),
    );
    const store = makeTestStore();
    const result = await store.dispatch(systemApi.endpoints.getStatus.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ status: 404, message: HTML_ANSWER_MESSAGE });
    expect(selectAuthStatus(store.getState())).toBe('unknown');
    expect(selectNotifications(store.getState())[0]).toMatchObject({
      title: 'Error 404',
      message: HTML_ANSWER_MESSAGE,
    });
  });

  it('accepts the empty text/html 200 some writes answer with', async () => {
    server.use(
      http.post(
        '/api/movies/blacklist',
        () =>
          new HttpResponse(null, {
            status: 200,
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          }),
      ),
    );
    const store = makeTestStore();
    const result = await store.dispatch(
      blacklistApi.endpoints.addMovieBlacklist.initiate({
        radarrid: 7,
        provider: 'subdl',
        subs_id: 'x',
        language: 'fr',
        subtitles_path: '/m.fr.srt',
      }),
    );
    expect(result.error).toBeUndefined();
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('reports an answer that does not match its schema as an ordinary error', async () => {
    server.use(http.get('/api/badges', () => HttpResponse.json({ episodes: 'many' })));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeTestStore();
    const result = await store.dispatch(badgesApi.endpoints.getBadges.initiate());
    expect(warn).toHaveBeenCalledWith('Unexpected response for getBadges', expect.any(Array), {
      episodes: 'many',
    });
    warn.mockRestore();
    expect(result.error).toMatchObject({ status: 500 });
    expect(apiErrorMessage(result.error)).toMatch(
      /^Unexpected response from the server \(getBadges\): episodes: /,
    );
  });
});
