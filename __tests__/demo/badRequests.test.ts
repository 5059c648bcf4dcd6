/** @jest-environment node */
import { body, call, getJson, setup, type Call } from './helpers';

/** Everything a bad request must leave alone. */
async function snapshot(backend: ReturnType<typeof setup>['backend']) {
  return {
    series: await getJson(backend, '/api/series'),
    movies: await getJson(backend, '/api/movies'),
    episodes: await getJson(backend, '/api/episodes', { 'seriesid[]': [1, 2] }),
    history: await getJson(backend, '/api/episodes/history'),
    movieHistory: await getJson(backend, '/api/movies/history'),
    blacklist: await getJson(backend, '/api/movies/blacklist'),
    settings: await getJson(backend, '/api/system/settings'),
    profiles: await getJson(backend, '/api/system/languages/profiles'),
    languages: await getJson(backend, '/api/system/languages'),
    backups: await getJson(backend, '/api/system/backups'),
  };
}

const upload = { files: { file: [{ name: 'a.srt', size: 10 }] } };

const cases: [string, string, string, Call, number][] = [
  ['episodes without ids', 'GET', '/api/episodes', {}, 404],
  ['a non-numeric series id', 'GET', '/api/series', { query: { 'seriesid[]': 'abc' } }, 400],
  ['a non-numeric episode id', 'GET', '/api/episodes', { query: { 'episodeid[]': '1x' } }, 400],
  [
    'a profile change to an unknown profile',
    'POST',
    '/api/series',
    { form: { seriesid: 1, profileid: 'abc' } },
    404,
  ],
  [
    'a profile change of an unknown series',
    'POST',
    '/api/series',
    { form: { seriesid: [1, 99999], profileid: ['2', '2'] } },
    404,
  ],
  [
    'an unknown series action',
    'PATCH',
    '/api/series',
    { form: { seriesid: 1, action: 'explode' } },
    400,
  ],
  ['a series action without an action', 'PATCH', '/api/series', { form: { seriesid: 1 } }, 400],
  [
    'an unknown movie action',
    'PATCH',
    '/api/movies',
    { form: { radarrid: 1, action: 'nope' } },
    400,
  ],
  [
    'an upload without a file',
    'POST',
    '/api/episodes/subtitles',
    { form: { seriesid: 1, episodeid: 1, language: 'fr' } },
    400,
  ],
  [
    'an upload without a language',
    'POST',
    '/api/episodes/subtitles',
    { form: { seriesid: 1, episodeid: 1 }, ...upload },
    400,
  ],
  [
    'an upload with an unknown language',
    'POST',
    '/api/movies/subtitles',
    { form: { radarrid: 1, language: 'zz' }, ...upload },
    400,
  ],
  [
    'an upload of a non-subtitle file',
    'POST',
    '/api/movies/subtitles',
    { form: { radarrid: 1, language: 'fr' }, files: { file: [{ name: 'x.exe', size: 1 }] } },
    400,
  ],
  [
    'an upload to an unknown episode',
    'POST',
    '/api/episodes/subtitles',
    { form: { seriesid: 1, episodeid: 999999, language: 'fr' }, ...upload },
    404,
  ],
  [
    'an episode of another series',
    'PATCH',
    '/api/episodes/subtitles',
    { form: { seriesid: 2, episodeid: 1, language: 'fr' } },
    404,
  ],
  [
    'a delete of a file that does not exist',
    'DELETE',
    '/api/movies/subtitles',
    { form: { radarrid: 1, language: 'fr', path: '/nope.srt' } },
    404,
  ],
  [
    'a download with a non-numeric movie id',
    'PATCH',
    '/api/movies/subtitles',
    { form: { radarrid: 'x', language: 'fr' } },
    400,
  ],
  [
    'a manual download with a forged token',
    'POST',
    '/api/providers/movies',
    { form: { radarrid: 1, provider: 'p', subtitle: 'bm90IGpzb24' } },
    400,
  ],
  ['a manual search without an id', 'GET', '/api/providers/episodes', {}, 400],
  [
    'a provider action other than reset',
    'POST',
    '/api/providers',
    { form: { action: 'explode' } },
    400,
  ],
  ['a blacklist removal without ids', 'DELETE', '/api/episodes/blacklist', {}, 400],
  [
    'a mod with an unknown action',
    'PATCH',
    '/api/subtitles',
    { form: { action: 'rm -rf', type: 'movie', id: 1, path: '/x' } },
    400,
  ],
  [
    'a mod of an unknown type',
    'PATCH',
    '/api/subtitles',
    { form: { action: 'sync', type: 'book', id: 1, path: '/x' } },
    400,
  ],
  ['subtitle info without file names', 'GET', '/api/subtitles/info', {}, 400],
  [
    'history stats with an unknown time frame',
    'GET',
    '/api/history/stats',
    { query: { timeFrame: 'decade' } },
    400,
  ],
  ['a task run of an unknown task', 'POST', '/api/system/tasks', { form: { taskid: 'nope' } }, 404],
  ['a task run without a task', 'POST', '/api/system/tasks', {}, 400],
  [
    'a restore of an unknown backup',
    'PATCH',
    '/api/system/backups',
    { form: { filename: 'x.zip' } },
    404,
  ],
  ['an announcement dismissal without a hash', 'POST', '/api/system/announcements', {}, 400],
  ['an unknown system action', 'POST', '/api/system', { form: { action: 'dance' } }, 400],
  ['an unknown account action', 'POST', '/api/system/account', { form: { action: 'dance' } }, 400],
  ['a search without a query', 'GET', '/api/system/searches', {}, 400],
  [
    'settings with a non-numeric number',
    'POST',
    '/api/system/settings',
    { form: { 'settings-general-port': 'abc', 'settings-general-debug': 'true' } },
    406,
  ],
  [
    'settings with a bad boolean',
    'POST',
    '/api/system/settings',
    { form: { 'settings-general-debug': 'maybe' } },
    406,
  ],
  [
    'settings with malformed profiles JSON',
    'POST',
    '/api/system/settings',
    { form: { 'languages-profiles': '[{' } },
    406,
  ],
  [
    'settings with an unknown language',
    'POST',
    '/api/system/settings',
    { form: { 'languages-enabled': ['en', 'xx'] } },
    406,
  ],
  [
    'settings with an unknown key',
    'POST',
    '/api/system/settings',
    { form: { whatever: '1' } },
    406,
  ],
  ['a method the route does not have', 'DELETE', '/api/series', {}, 405],
  ['an unknown API path with POST', 'POST', '/api/nothing/here', {}, 404],
];

describe('bad requests get a 4xx with a JSON-string message and change nothing', () => {
  const { backend, events } = setup();

  it.each(cases)('%s', async (_name, method, path, options, status) => {
    const before = await snapshot(backend);
    events.length = 0;
    const response = await call(backend, method, path, options);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(typeof body(response)).toBe('string');
    expect(body<string>(response).length).toBeGreaterThan(3);
    expect(await snapshot(backend)).toEqual(before);
    expect(events).toEqual([]);
  });
});
