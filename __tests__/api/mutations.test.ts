import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { badgesApi } from '../../src/api/badges';
import { baseApi } from '../../src/api/baseApi';
import { blacklistApi } from '../../src/api/blacklist';
import { episodesApi } from '../../src/api/episodes';
import { historyApi } from '../../src/api/history';
import { endpoints } from '../../src/api';
import { profileWritesApi } from '../../src/api/profileWrites';
import { seriesApi } from '../../src/api/series';
import { itemActionsApi } from '../../src/api/itemActions';
import { subtitlesApi } from '../../src/api/subtitles';
import { announcementsApi } from '../../src/api/announcements';
import { wantedApi } from '../../src/api/wanted';
import { connectionChanged } from '../../src/realtime/realtimeSlice';
import { seriesSelectors } from '../../src/entities/seriesSlice';
import {
  capturingForms,
  describeRequest,
  makeTestStore,
  noContent,
  recordRequests,
  sampleRoute,
  setupApiServer,
} from './support/apiTestKit';

const server = setupApiServer();

/** A server answer the test releases when it wants, to look at the state while the request is in flight. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

describe('episode subtitle upload', () => {
  it('posts the file with lowercase booleans (Bazarr reads only "true" there) and, without the socket, refreshes that episode, its series, the episode wanted list and history', async () => {
    const upload = capturingForms('post', '/api/episodes/subtitles');
    server.use(
      upload.handler,
      sampleRoute('get', '/api/episodes', 'GET_api_episodes__episodeids.json'),
      sampleRoute('get', '/api/series', 'GET_api_series__seriesid1.json'),
      sampleRoute('get', '/api/episodes/wanted', 'GET_api_episodes_wanted__start0_len5.json'),
      sampleRoute('get', '/api/episodes/history', 'GET_api_episodes_history__start0_len5.json'),
      sampleRoute('get', '/api/movies/wanted', 'GET_api_movies_wanted__start0_len5.json'),
    );
    const store = makeTestStore();
    await Promise.all([
      store.dispatch(episodesApi.endpoints.getEpisodesByIds.initiate([1, 61])),
      store.dispatch(wantedApi.endpoints.getWantedEpisodes.initiate({ start: 0, length: 5 })),
      store.dispatch(historyApi.endpoints.getEpisodeHistory.initiate({ start: 0, length: 5 })),
      store.dispatch(wantedApi.endpoints.getWantedMovies.initiate({ start: 0, length: 5 })),
    ]);
    const requests = recordRequests(server);

    const file = new File(['1\n00:00:01,000 --> 00:00:02,000\nHello\n'], 'episode.fr.srt');
    await store
      .dispatch(
        subtitlesApi.endpoints.uploadEpisodeSubtitle.initiate({
          seriesid: 1,
          episodeid: 61,
          language: 'fr',
          hi: false,
          forced: 'True',
          file,
        }),
      )
      .unwrap();

    await waitFor(() => expect(requests).toHaveLength(5));
    const [post, ...refetched] = requests.map(describeRequest);
    expect(post).toBe('POST /api/episodes/subtitles?seriesid=1&episodeid=61');
    // That episode alone, by id; not the movie wanted list.
    expect(refetched.sort()).toEqual([
      'GET /api/episodes/history?start=0&length=5',
      'GET /api/episodes/wanted?start=0&length=5',
      'GET /api/episodes?episodeid[]=61',
      'GET /api/series?seriesid[]=1',
    ]);
    const [form] = upload.forms;
    expect([form.get('language'), form.get('hi'), form.get('forced')]).toEqual([
      'fr',
      'false',
      'true',
    ]);
    expect((form.get('file') as File).name).toBe('episode.fr.srt');
  });
});

describe('series profile change', () => {
  async function storeWithSeries() {
    server.use(sampleRoute('get', '/api/series', 'GET_api_series__seriesid1_9.json'));
    const store = makeTestStore();
    await store.dispatch(seriesApi.endpoints.getSeriesByIds.initiate([1, 9]));
    return store;
  }

  it('shows the new profile at once, then reads that series again (no socket to tell)', async () => {
    const store = await storeWithSeries();
    const pending = deferred();
    server.use(http.post('/api/series', () => pending.answer));
    const requests = recordRequests(server);

    const change = store.dispatch(
      profileWritesApi.endpoints.updateSeriesProfile.initiate({ seriesid: [1], profileid: [null] }),
    );
    await waitFor(() =>
      expect(seriesSelectors.selectById(store.getState(), 1)?.profileId).toBeNull(),
    );
    pending.release(new HttpResponse(null, { status: 204 }));
    await change.unwrap();

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map(describeRequest)).toEqual([
      'POST /api/series',
      'GET /api/series?seriesid[]=1',
    ]);
  });

  it('puts the old profile back when the server refuses', async () => {
    const store = await storeWithSeries();
    const before = seriesSelectors.selectById(store.getState(), 9)?.profileId;
    server.use(
      http.post('/api/series', () =>
        HttpResponse.json('Languages profile not found', { status: 404 }),
      ),
    );

    const result = await store.dispatch(
      profileWritesApi.endpoints.updateSeriesProfile.initiate({ seriesid: [9], profileid: [99] }),
    );

    expect(result.error).toEqual({ status: 404, message: 'Languages profile not found' });
    expect(seriesSelectors.selectById(store.getState(), 9)?.profileId).toBe(before);
    expect(before).not.toBe(99);
  });
});

describe('series sync', () => {
  async function syncSeriesOne(connection: 'idle' | 'online') {
    server.use(
      sampleRoute('get', '/api/series', 'GET_api_series__seriesid1.json'),
      sampleRoute('get', '/api/episodes', 'GET_api_episodes__seriesid1.json'),
      noContent('patch', '/api/series'),
    );
    const store = makeTestStore();
    store.dispatch(connectionChanged(connection));
    const series = store.dispatch(seriesApi.endpoints.getSeriesByIds.initiate([1]));
    const episodes = store.dispatch(episodesApi.endpoints.getEpisodesBySeries.initiate(1));
    await Promise.all([series, episodes]);
    const requests = recordRequests(server);
    await store
      .dispatch(itemActionsApi.endpoints.seriesAction.initiate({ action: 'sync', seriesid: 1 }))
      .unwrap();
    await waitFor(() => expect(requests.length).toBeGreaterThan(1));
    series.unsubscribe();
    episodes.unsubscribe();
    return requests.map(describeRequest);
  }

  it('without the socket, reads the series and its episodes again (the events naming them went unheard)', async () => {
    const requests = await syncSeriesOne('idle');
    await waitFor(() => expect(requests).toContain('GET /api/episodes?seriesid[]=1'));
    expect(requests).toEqual(
      expect.arrayContaining(['PATCH /api/series', 'GET /api/series?seriesid[]=1']),
    );
  });

  it('with the socket online, leaves the episodes to the events', async () => {
    const requests = await syncSeriesOne('online');
    expect(requests).toEqual(['PATCH /api/series', 'GET /api/series?seriesid[]=1']);
  });
});

describe('announcement dismissal', () => {
  const firstHash = 'e5c8a9f1';

  async function storeWithAnnouncements() {
    server.use(
      http.get('/api/system/announcements', () =>
        HttpResponse.json({
          data: [
            {
              text: 'One',
              link: '',
              hash: firstHash,
              dismissible: true,
              timestamp: '3 days ago',
              enabled: true,
            },
            {
              text: 'Two',
              link: '',
              hash: 'b2',
              dismissible: false,
              timestamp: '5 days ago',
              enabled: true,
            },
          ],
        }),
      ),
      sampleRoute('get', '/api/badges', 'GET_api_badges.json'),
    );
    const store = makeTestStore();
    await store.dispatch(announcementsApi.endpoints.getAnnouncements.initiate());
    await store.dispatch(badgesApi.endpoints.getBadges.initiate());
    return store;
  }
  const listed = (store: ReturnType<typeof makeTestStore>) =>
    announcementsApi.endpoints.getAnnouncements
      .select()(store.getState())
      .data?.map((item) => item.text);
  const badgeCount = (store: ReturnType<typeof makeTestStore>) =>
    badgesApi.endpoints.getBadges.select()(store.getState()).data?.announcements;

  it('removes the row and lowers the badge at once', async () => {
    const store = await storeWithAnnouncements();
    const pending = deferred();
    const forms: FormData[] = [];
    server.use(
      http.post('/api/system/announcements', async ({ request }) => {
        forms.push(await request.formData());
        return pending.answer;
      }),
    );

    const dismissal = store.dispatch(
      announcementsApi.endpoints.dismissAnnouncement.initiate(firstHash),
    );
    await waitFor(() => expect(listed(store)).toEqual(['Two']));
    expect(badgeCount(store)).toBe(2);
    pending.release(new HttpResponse(null, { status: 204 }));
    await dismissal.unwrap();
    expect(forms[0].get('hash')).toBe(firstHash);
  });

  it('undoes both when the server refuses', async () => {
    const store = await storeWithAnnouncements();
    server.use(
      http.post('/api/system/announcements', () =>
        HttpResponse.json('Missing hash', { status: 400 }),
      ),
    );
    const result = await store.dispatch(
      announcementsApi.endpoints.dismissAnnouncement.initiate(firstHash),
    );
    expect(result.error).toMatchObject({ status: 400 });
    expect(listed(store)).toEqual(['One', 'Two']);
    expect(badgeCount(store)).toBe(3);
  });
});

describe('blacklist removal', () => {
  it('sends all=true to clear, or the provider and subtitle id of one entry', async () => {
    server.use(noContent('delete', '/api/episodes/blacklist'));
    const requests = recordRequests(server);
    const store = makeTestStore();
    await store
      .dispatch(blacklistApi.endpoints.removeEpisodeBlacklist.initiate({ all: true }))
      .unwrap();
    const one = capturingForms('delete', '/api/episodes/blacklist');
    server.use(one.handler);
    await store
      .dispatch(
        blacklistApi.endpoints.removeEpisodeBlacklist.initiate({
          provider: 'podnapisi',
          subs_id: 'aBc9-podnapisi-77',
        }),
      )
      .unwrap();
    expect(requests.map(describeRequest)).toEqual([
      'DELETE /api/episodes/blacklist?all=true',
      'DELETE /api/episodes/blacklist',
    ]);
    expect([one.forms[0].get('provider'), one.forms[0].get('subs_id')]).toEqual([
      'podnapisi',
      'aBc9-podnapisi-77',
    ]);
  });
});

describe('plain-data requests for the task queue', () => {
  it('every endpoint is reachable by name on baseApi and in the endpoints map', () => {
    const names = Object.keys(endpoints);
    expect(names).toEqual(
      expect.arrayContaining([
        'uploadEpisodeSubtitle',
        'updateSeriesProfile',
        'runTask',
        'getBadges',
      ]),
    );
    const runtime = baseApi.endpoints as Record<string, unknown>;
    expect(names.filter((name) => runtime[name] === undefined)).toEqual([]);
  });
});
