import { waitFor } from '@testing-library/react';
import { endpoints } from '../../src/api';
import { episodesSelectors } from '../../src/entities/episodesSlice';
import { ENTITY_READ_GAP_MS } from '../../src/realtime/readLane';
import { WRITE_EVENT_GRACE_MS } from '../../src/realtime/refreshTable';
import { queueTasks, TaskGroup } from '../../src/tasks/tasksSlice';
import { setupDemoServer } from '../support/render';
import { connectRealtime, makeTestStore, type TestStore } from './support';

const { backend } = setupDemoServer();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A store connected to the demo backend's events, as the app runs while the socket is online. */
function onlineStore(withEvents = true): { store: TestStore; unplug: () => void } {
  const store = makeTestStore();
  return { store, unplug: connectRealtime(store, withEvents ? backend : undefined).unplug };
}

/** What reached the backend once nothing is pending any more (paced reads and a write's grace included). */
async function requestsWhenQuiet(store: TestStore) {
  await sleep(WRITE_EVENT_GRACE_MS + ENTITY_READ_GAP_MS + 200);
  await waitFor(() =>
    expect(
      Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending'),
    ).toEqual([]),
  );
  return backend.control.requests.filter((request) => request.method === 'GET');
}

const readsOf = (
  requests: { path: string; query: Record<string, string[]> }[],
  path: string,
  param: string,
  id: number,
) =>
  requests.filter((request) => request.path === path && request.query[param]?.includes(String(id)));

/** A French subtitle upload, as the series upload modal queues it. */
const uploadTask = (seriesid: number, episodeid: number) => ({
  description: `${episodeid}.srt`,
  endpoint: 'uploadEpisodeSubtitle' as const,
  args: {
    seriesid,
    episodeid,
    language: 'fr',
    hi: false,
    forced: false,
    file: new File(['1\n00:00:01,000 --> 00:00:02,000\nBonjour\n'], `${episodeid}.fr.srt`),
  },
});

describe('one refresh per change (while the socket is online)', () => {
  it('two uploads re-read each touched episode and the series at most once, never the whole episode list', async () => {
    const { store, unplug } = onlineStore();
    const [seriesId, episodeIds = []] = [...backend.state.episodesBySeries].find(
      ([, ids]) => ids.length >= 2,
    ) ?? [0, []];
    const [first = 0, second = 0] = episodeIds;
    // What a series page and the sidebar show.
    await Promise.all([
      store.dispatch(endpoints.getEpisodesBySeries.initiate(seriesId)).unwrap(),
      store.dispatch(endpoints.getSeriesByIds.initiate([seriesId])).unwrap(),
      store.dispatch(endpoints.getBadges.initiate()).unwrap(),
    ]);
    backend.control.clearRequests();

    const upload = (episodeid: number) => uploadTask(seriesId, episodeid);
    store.dispatch(
      queueTasks({ group: TaskGroup.UploadSubtitles, tasks: [upload(first), upload(second)] }),
    );
    await waitFor(() =>
      [first, second].forEach((id) =>
        expect(
          episodesSelectors.selectById(store.getState(), id)?.subtitles.map((s) => s.code2),
        ).toContain('fr'),
      ),
    );
    const requests = await requestsWhenQuiet(store);
    unplug();

    expect(backend.control.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
    expect(readsOf(requests, '/api/episodes', 'seriesid[]', seriesId)).toEqual([]);
    expect(readsOf(requests, '/api/episodes', 'episodeid[]', first)).toHaveLength(1);
    expect(readsOf(requests, '/api/episodes', 'episodeid[]', second)).toHaveLength(1);
    expect(readsOf(requests, '/api/series', 'seriesid[]', seriesId).length).toBeLessThanOrEqual(1);
    expect(requests.filter((request) => request.path === '/api/badges').length).toBeLessThanOrEqual(
      1,
    );
  });

  it('reads a write’s episode and series itself when no event named them (a backend that sent none)', async () => {
    const { store, unplug } = onlineStore(false);
    const [seriesId, episodeIds = []] = [...backend.state.episodesBySeries].find(
      ([, ids]) => ids.length >= 1,
    ) ?? [0, []];
    const [episodeId = 0] = episodeIds;
    await Promise.all([
      store.dispatch(endpoints.getEpisodesBySeries.initiate(seriesId)).unwrap(),
      store.dispatch(endpoints.getSeriesByIds.initiate([seriesId])).unwrap(),
    ]);
    backend.control.clearRequests();

    store.dispatch(
      queueTasks({ group: TaskGroup.UploadSubtitles, tasks: [uploadTask(seriesId, episodeId)] }),
    );
    await waitFor(
      () =>
        expect(
          episodesSelectors.selectById(store.getState(), episodeId)?.subtitles.map((s) => s.code2),
        ).toContain('fr'),
      { timeout: WRITE_EVENT_GRACE_MS + 2000 },
    );
    const requests = await requestsWhenQuiet(store);
    unplug();
    expect(readsOf(requests, '/api/episodes', 'episodeid[]', episodeId)).toHaveLength(1);
    expect(readsOf(requests, '/api/series', 'seriesid[]', seriesId)).toHaveLength(1);
  });

  it('a profile change reads the series once and its episode list once', async () => {
    const { store, unplug } = onlineStore();
    const series = [...backend.state.series.values()].find(
      (record) => (backend.state.episodesBySeries.get(record.id)?.length ?? 0) > 0,
    );
    const seriesId = series?.id ?? 0;
    const otherProfile = backend.state.profiles.find(
      (profile) => profile.profileId !== series?.profileId,
    );
    // A series list page, the series' episodes and the sidebar's badges, as the series page shows them.
    await Promise.all([
      store.dispatch(endpoints.getSeries.initiate({ start: 0, length: 25 })).unwrap(),
      store.dispatch(endpoints.getSeriesByIds.initiate([seriesId])).unwrap(),
      store.dispatch(endpoints.getEpisodesBySeries.initiate(seriesId)).unwrap(),
      store.dispatch(endpoints.getBadges.initiate()).unwrap(),
    ]);
    backend.control.clearRequests();

    await store
      .dispatch(
        endpoints.updateSeriesProfile.initiate({
          seriesid: [seriesId],
          profileid: [otherProfile?.profileId ?? null],
        }),
      )
      .unwrap();
    const requests = await requestsWhenQuiet(store);
    unplug();

    expect(readsOf(requests, '/api/series', 'seriesid[]', seriesId)).toHaveLength(1);
    expect(
      requests.filter((request) => request.path === '/api/series' && request.query.start),
    ).toEqual([]);
    expect(readsOf(requests, '/api/episodes', 'seriesid[]', seriesId)).toHaveLength(1);
    expect(requests.filter((request) => request.path === '/api/badges').length).toBeLessThanOrEqual(
      1,
    );
  });

  it('a disk scan of one series reads the series and each of its episodes once, and no series list page', async () => {
    const { store, unplug } = onlineStore();
    // A series on the library's first page, with episodes: the list, the series page and the sidebar.
    const firstPage = await store
      .dispatch(endpoints.getSeries.initiate({ start: 0, length: 25 }))
      .unwrap();
    const seriesId =
      firstPage.ids.find((id) => (backend.state.episodesBySeries.get(id)?.length ?? 0) >= 2) ?? 0;
    const episodeIds = backend.state.episodesBySeries.get(seriesId) ?? [];
    await Promise.all([
      store.dispatch(endpoints.getSeriesByIds.initiate([seriesId])).unwrap(),
      store.dispatch(endpoints.getEpisodesBySeries.initiate(seriesId)).unwrap(),
      store.dispatch(endpoints.getBadges.initiate()).unwrap(),
    ]);
    backend.control.clearRequests();

    await store
      .dispatch(endpoints.seriesAction.initiate({ action: 'scan-disk', seriesid: seriesId }))
      .unwrap();
    const requests = await requestsWhenQuiet(store);
    unplug();

    expect(episodeIds.length).toBeGreaterThanOrEqual(2);
    expect(readsOf(requests, '/api/series', 'seriesid[]', seriesId)).toHaveLength(1);
    expect(
      requests.filter((request) => request.path === '/api/series' && request.query.start),
    ).toEqual([]);
    expect(readsOf(requests, '/api/episodes', 'seriesid[]', seriesId)).toEqual([]);
    for (const id of episodeIds)
      expect(readsOf(requests, '/api/episodes', 'episodeid[]', id)).toHaveLength(1);
  });

  it('a settings save reads the settings once', async () => {
    const { store, unplug } = onlineStore();
    await store.dispatch(endpoints.getSettings.initiate()).unwrap();
    backend.control.clearRequests();

    await store
      .dispatch(endpoints.saveSettings.initiate({ 'settings-general-page_size': '50' }))
      .unwrap();
    await waitFor(() =>
      expect(backend.control.requests.map((request) => request.path)).toContain(
        '/api/system/settings',
      ),
    );
    const requests = await requestsWhenQuiet(store);
    unplug();

    expect(requests.filter((request) => request.path === '/api/system/settings')).toHaveLength(1);
  });
});
