import { waitFor } from '@testing-library/react';
import { jobsApi } from '../../src/api/jobs';
import { providersApi } from '../../src/api/providers';
import { downloadResultTask } from '../../src/features/subtitles/queuedActions/useSubtitleTasks';
import { systemApi } from '../../src/api/system';
import {
  queueTasks,
  selectIsAnyTaskRunning,
  selectIsItemBusy,
  TaskGroup,
  taskItemKey,
  type TaskRequest,
} from '../../src/tasks/tasksSlice';
import {
  connectRealtime,
  makeTestStore,
  recordNotifications,
  type TestStore,
} from '../realtime/support';
import { setupDemoServer } from '../support/render';
import { reportsBazarr } from '../support/scenarios';

const { backend } = setupDemoServer();

/** A series of the demo with missing subtitles on several episodes. */
function seriesWithMissing(): { id: number; title: string; path: string } {
  const { state, derived } = backend;
  for (const [id, episodes] of state.episodesBySeries) {
    const missing = episodes.filter((episode) => derived.episode(episode).length > 0);
    const series = state.series.get(id);
    if (series && missing.length >= 2) return { id, title: series.title, path: series.path };
  }
  throw new Error('no series with missing subtitles in the demo');
}

const search = ({ id, title }: { id: number; title: string }): TaskRequest => ({
  description: title,
  endpoint: 'seriesAction',
  args: { action: 'search-missing', seriesid: id },
  itemKey: taskItemKey('series', id),
});

/** A store on the demo playing `version`, its status read and its socket carrying the demo's events. */
async function storeOn(version: string): Promise<TestStore> {
  reportsBazarr(backend, version);
  const store = makeTestStore();
  connectRealtime(store, backend);
  await store.dispatch(systemApi.endpoints.getStatus.initiate());
  return store;
}

const texts = (shown: { title: string; message: string }[]) =>
  shown.map((notification) => `${notification.title} ${notification.message}`);

describe('background tasks on a Bazarr that runs them as jobs (1.5.6)', () => {
  beforeEach(() => backend.control.setJobDelay(0));

  it('follows a series search to the end of its job, with its progress, before saying all is done', async () => {
    const store = await storeOn('1.5.6');
    const record = recordNotifications(store);
    const series = seriesWithMissing();
    let doneWhileJobRan = false;
    store.subscribe(() => {
      const completed = store
        .getState()
        .notifications.items.some((item) => item.message === 'All Tasks Completed');
      // The user's is the last one queued (the background ones may search the same series).
      const ours = backend.control.jobs().at(-1);
      if (completed && ours?.status !== 'completed') doneWhileJobRan = true;
    });
    store.dispatch(queueTasks({ group: TaskGroup.SearchSubtitles, tasks: [search(series)] }));
    await waitFor(() => expect(selectIsAnyTaskRunning(store.getState())).toBe(false));
    record.stop();
    const shown = texts(record.shown());
    expect(shown).toContainEqual(
      expect.stringMatching(
        new RegExp(`\\[1/1\\] ${series.title}: .+ - S\\d\\dE\\d\\d - .+ \\(\\d+/\\d+\\)`),
      ),
    );
    expect(shown.at(-1)).toBe('Searching subtitles... All Tasks Completed');
    expect(doneWhileJobRan).toBe(false);
    expect(backend.control.jobs().find((job) => job.job_name.includes(series.title))).toMatchObject(
      {
        job_name: `Downloaded missing subtitles for ${series.title}`,
        status: 'completed',
      },
    );
  });

  it('tells a failed job, in plain words from Bazarr’s log, and keeps the item busy until then', async () => {
    const store = await storeOn('1.5.6');
    const record = recordNotifications(store);
    const series = seriesWithMissing();
    backend.control.setOffline([series.path]);
    backend.control.holdJobs();
    store.dispatch(queueTasks({ group: TaskGroup.SearchSubtitles, tasks: [search(series)] }));
    await waitFor(() =>
      expect(texts(record.shown())).toContain(
        `Searching subtitles... [1/1] ${series.title}: waiting in Bazarr's queue`,
      ),
    );
    expect(selectIsItemBusy(store.getState(), taskItemKey('series', series.id))).toBe(true);
    backend.control.releaseJobs();
    await waitFor(() => expect(selectIsAnyTaskRunning(store.getState())).toBe(false));
    record.stop();
    expect(record.shown()).toContainEqual(
      expect.objectContaining({
        type: 'error',
        title: 'Searching subtitles...',
        message: `${series.title}: failed in Bazarr: a folder or file it needs cannot be reached (check the path mappings)`,
      }),
    );
  });

  it('says how many jobs wait ahead of the user’s, and that it was removed when a user removes it', async () => {
    const store = await storeOn('1.5.6');
    const record = recordNotifications(store);
    const series = seriesWithMissing();
    backend.control.holdJobs();
    backend.control.queueJobs(3);
    store.dispatch(queueTasks({ group: TaskGroup.SearchSubtitles, tasks: [search(series)] }));
    await waitFor(() =>
      expect(texts(record.shown())).toContain(
        `Searching subtitles... [1/1] ${series.title}: waiting in Bazarr's queue (3 jobs ahead)`,
      ),
    );
    // The user's is the last one queued (the background ones may search the same series).
    const ours = backend.control.jobs().at(-1);
    // As the Jobs drawer's 'Remove from queue' does.
    await store.dispatch(jobsApi.endpoints.deleteJob.initiate(ours?.job_id ?? 0));
    await waitFor(() => expect(selectIsAnyTaskRunning(store.getState())).toBe(false));
    record.stop();
    expect(record.shown()).toContainEqual(
      expect.objectContaining({
        type: 'warning',
        message: `${series.title}: removed from Bazarr's queue before it ran`,
      }),
    );
  });
});

describe('every kind of job-making task on Bazarr 1.5.6 ends with its job', () => {
  beforeEach(() => backend.control.setJobDelay(0));

  const file = (name: string) => new File(['1\n00:00:01,000 --> 00:00:02,000\nHi\n'], name);
  /** Movie 7 (Spirited Away) has subtitles and results in English and French. */
  const movieFile = () => backend.state.movies.get(7)?.subtitles[0]?.path ?? '';

  const flows: [string, () => Promise<TaskRequest>][] = [
    [
      'an upload',
      async () => ({
        description: 'spirited.fr.srt',
        endpoint: 'uploadMovieSubtitle',
        args: {
          radarrid: 7,
          language: 'fr',
          hi: false,
          forced: false,
          file: file('spirited.fr.srt'),
        },
      }),
    ],
    [
      'a manual download',
      async () => {
        const [result] =
          (await storeOnce.dispatch(providersApi.endpoints.getMovieSearchResults.initiate(7)))
            .data ?? [];
        if (!result) throw new Error('no search result for movie 7');
        return downloadResultTask({ kind: 'movie', radarrId: 7, label: 'Spirited Away' }, result);
      },
    ],
    [
      'a subtitle sync',
      async () => ({
        description: 'sync',
        endpoint: 'modifySubtitle',
        args: { action: 'sync', type: 'movie', id: 7, language: 'en', path: movieFile() },
      }),
    ],
    [
      'a task run',
      async () => ({ description: 'Sync with Sonarr', endpoint: 'runTask', args: 'update_series' }),
    ],
    [
      'a backup',
      async () => ({
        description: 'Database and Configuration File',
        endpoint: 'createBackup',
        args: undefined,
      }),
    ],
  ];
  let storeOnce: TestStore;

  it.each(flows)('%s', async (_name, request) => {
    storeOnce = await storeOn('1.5.6');
    const task = await request();
    const jobsBefore = backend.control.jobs().length;
    let doneWhileJobRan = false;
    storeOnce.subscribe(() => {
      const done = storeOnce
        .getState()
        .notifications.items.some((item) => item.message === 'All Tasks Completed');
      const running = backend.control
        .jobs()
        .some((job) => job.status === 'pending' || job.status === 'running');
      if (done && running) doneWhileJobRan = true;
    });
    storeOnce.dispatch(queueTasks({ group: TaskGroup.DownloadSubtitles, tasks: [task] }));
    await waitFor(() => expect(selectIsAnyTaskRunning(storeOnce.getState())).toBe(false));
    expect(backend.control.jobs().length).toBeGreaterThan(jobsBefore);
    expect(backend.control.jobs().at(-1)?.status).toBe('completed');
    expect(doneWhileJobRan).toBe(false);
  });
});

describe('background tasks on Bazarr 1.5.2 (no jobs queue)', () => {
  it('never asks for jobs, and is done when the answer comes', async () => {
    const store = await storeOn('1.5.2');
    const series = seriesWithMissing();
    store.dispatch(queueTasks({ group: TaskGroup.SearchSubtitles, tasks: [search(series)] }));
    await waitFor(() => expect(selectIsAnyTaskRunning(store.getState())).toBe(false));
    expect(backend.control.requests.some((request) => request.path === '/api/system/jobs')).toBe(
      false,
    );
  });
});
