import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import status152 from '../fixtures/api-samples/GET_api_system_status.json';
import { selectNotifications } from '../../src/notifications/notificationsSlice';
import { connectionChanged } from '../../src/realtime/realtimeSlice';
import { LEAVE_PAGE_WARNING } from '../../src/tasks/leavePageGuard';
import { PAUSED_MESSAGE } from '../../src/tasks/taskRunner';
import {
  queueTasks,
  selectIsAnyTaskRunning,
  selectIsItemBusy,
  TaskGroup,
  taskItemKey,
  type TaskRequest,
} from '../../src/tasks/tasksSlice';
import { makeTestStore, recordNotifications, waitForStore } from '../realtime/support';

/** What reached the server, in order: 'upload:a.srt', 'delete:/subs/a.srt', 'scan:5'... */
const requested: string[] = [];
let held: { request: string; release: Promise<void> } | null = null;
let failing = new Set<string>();

async function answer(request: string) {
  requested.push(request);
  if (held?.request === request) await held.release;
  if (failing.has(request)) return HttpResponse.json('Subtitle file is locked', { status: 500 });
  return new HttpResponse(null, { status: 204 });
}

const server = setupServer(
  http.post('*/api/episodes/subtitles', async ({ request }) => {
    const file = (await request.formData()).get('file');
    return answer(`upload:${file instanceof File ? file.name : 'no file'}`);
  }),
  http.delete('*/api/episodes/subtitles', async ({ request }) =>
    answer(`delete:${(await request.formData()).get('path')}`),
  ),
  http.patch('*/api/episodes/subtitles', ({ request }) =>
    answer(`download:${new URL(request.url).searchParams.get('episodeid')}`),
  ),
  http.patch('*/api/series', async ({ request }) =>
    answer(`scan:${(await request.formData()).get('seriesid')}`),
  ),
  // The runner asks which Bazarr it talks to before a call that may queue a job (1.5.2: none).
  http.get('*/api/system/status', () => HttpResponse.json(status152)),
  // Without the socket, a finished write re-reads its episode and series by id.
  http.get('*/api/episodes', () => HttpResponse.json({ data: [] })),
  http.get('*/api/series', () => HttpResponse.json({ data: [], total: 0 })),
);

/** Keeps the request unanswered until the returned function is called. */
function holdRequest(request: string): () => void {
  let release = () => {};
  held = { request, release: new Promise<void>((resolve) => (release = resolve)) };
  return release;
}

const language = { language: 'en', hi: false, forced: false };

const upload = (name: string, episodeid = 12): TaskRequest => ({
  description: name,
  endpoint: 'uploadEpisodeSubtitle',
  args: {
    seriesid: 5,
    episodeid,
    ...language,
    file: new File(['1\n00:00:01,000 --> 00:00:02,000\nHi\n'], name),
  },
  itemKey: taskItemKey('episode', episodeid),
});
const remove = (path: string): TaskRequest => ({
  description: path,
  endpoint: 'deleteEpisodeSubtitle',
  args: { seriesid: 5, episodeid: 12, ...language, path },
});
const download = (episodeid: number): TaskRequest => ({
  description: `Episode ${episodeid}`,
  endpoint: 'downloadEpisodeSubtitle',
  args: { seriesid: 5, episodeid, ...language },
  itemKey: taskItemKey('episode', episodeid),
});
const scanDisk = (seriesid: number): TaskRequest => ({
  description: `Series ${seriesid}`,
  endpoint: 'seriesAction',
  args: { action: 'scan-disk', seriesid },
  itemKey: taskItemKey('series', seriesid),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  requested.length = 0;
  held = null;
  failing = new Set();
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

type State = ReturnType<ReturnType<typeof makeTestStore>['getState']>;
const isIdle = (state: State) => expect(selectIsAnyTaskRunning(state)).toBe(false);

describe('background task queue', () => {
  it('runs groups one after another in the order queued, each group in order', async () => {
    const store = makeTestStore();
    store.dispatch(
      queueTasks({ group: TaskGroup.UploadSubtitles, tasks: [upload('a.srt'), upload('b.srt')] }),
    );
    store.dispatch(
      queueTasks({ group: TaskGroup.DeleteSubtitles, tasks: [remove('/subs/c.srt')] }),
    );
    // The upload group is still waiting or running: it takes the new task at its end.
    store.dispatch(queueTasks({ group: TaskGroup.UploadSubtitles, tasks: [upload('d.srt')] }));
    store.dispatch(queueTasks({ group: TaskGroup.ScanDisk, tasks: [scanDisk(5)] }));

    await waitForStore(store, isIdle);
    expect(requested).toEqual([
      'upload:a.srt',
      'upload:b.srt',
      'upload:d.srt',
      'delete:/subs/c.srt',
      'scan:5',
    ]);
  });

  it('starts a new run for tasks queued after the queue emptied', async () => {
    const store = makeTestStore();
    store.dispatch(queueTasks({ group: TaskGroup.SearchSubtitles, tasks: [download(1)] }));
    await waitForStore(store, isIdle);
    store.dispatch(queueTasks({ group: TaskGroup.SearchSubtitles, tasks: [download(2)] }));
    await waitForStore(store, isIdle);
    expect(requested).toEqual(['download:1', 'download:2']);
  });

  it("shows 'Starting Tasks...', then '[i/n] description', then 'All Tasks Completed', closed after about 2 s", async () => {
    const store = makeTestStore();
    const notifications = recordNotifications(store);
    store.dispatch(
      queueTasks({ group: TaskGroup.DownloadSubtitles, tasks: [download(1), download(2)] }),
    );
    await waitForStore(store, isIdle);

    const shown = notifications.shown();
    expect(shown.map((item) => item.message)).toEqual([
      'Starting Tasks...',
      '[1/2] Episode 1',
      '[2/2] Episode 2',
      'All Tasks Completed',
    ]);
    expect(new Set(shown.map((item) => item.title))).toEqual(new Set(['Downloading subtitles...']));
    // One notification, updated in place.
    expect(new Set(shown.map((item) => item.id)).size).toBe(1);
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({ message: 'All Tasks Completed', type: 'success' }),
    ]);

    await jest.advanceTimersByTimeAsync(1900);
    expect(selectNotifications(store.getState())).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('reports a failing task and goes on with the queue', async () => {
    const store = makeTestStore();
    failing = new Set(['upload:broken.srt']);
    const unknownEndpoint = {
      description: 'Old work',
      endpoint: 'removedEndpoint',
      args: {},
    } as unknown as TaskRequest;
    store.dispatch(
      queueTasks({
        group: TaskGroup.UploadSubtitles,
        tasks: [upload('broken.srt'), unknownEndpoint, upload('after.srt')],
      }),
    );
    await waitForStore(store, isIdle);

    expect(requested).toEqual(['upload:broken.srt', 'upload:after.srt']);
    const messages = selectNotifications(store.getState()).map(
      ({ title, message }) => `${title}: ${message}`,
    );
    expect(messages.sort()).toEqual([
      'Error 500: Subtitle file is locked',
      'Uploading subtitles...: All Tasks Completed',
      "Uploading subtitles...: Old work: Unknown endpoint 'removedEndpoint'",
    ]);
  });

  it('tells which items have a task waiting or running', async () => {
    const store = makeTestStore();
    const release = holdRequest('download:12');
    store.dispatch(
      queueTasks({ group: TaskGroup.SearchSubtitles, tasks: [download(12), scanDisk(3)] }),
    );
    await waitForStore(store, () => expect(requested).toEqual(['download:12']));

    const state = store.getState();
    expect(selectIsAnyTaskRunning(state)).toBe(true);
    expect(selectIsItemBusy(state, 'episode-12')).toBe(true);
    expect(selectIsItemBusy(state, 'series-3')).toBe(true);
    expect(selectIsItemBusy(state, 'movie-3')).toBe(false);

    release();
    await waitForStore(store, isIdle);
    expect(selectIsItemBusy(store.getState(), 'episode-12')).toBe(false);
    expect(selectIsItemBusy(store.getState(), 'series-3')).toBe(false);
  });

  it('warns before the page closes while tasks run, and no longer once they are done', async () => {
    const closePage = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return { warned: event.defaultPrevented };
    };
    expect(closePage()).toEqual({ warned: false });

    const store = makeTestStore();
    const release = holdRequest('upload:a.srt');
    store.dispatch(queueTasks({ group: TaskGroup.UploadSubtitles, tasks: [upload('a.srt')] }));
    await waitForStore(store, () => expect(requested).toEqual(['upload:a.srt']));
    expect(closePage()).toEqual({ warned: true });
    expect(LEAVE_PAGE_WARNING).toBe('Background tasks are still running');

    release();
    await waitForStore(store, isIdle);
    expect(closePage()).toEqual({ warned: false });
  });

  it('waits while the backend is offline and resumes when it is back', async () => {
    const store = makeTestStore();
    store.dispatch(connectionChanged('offline'));
    store.dispatch(queueTasks({ group: TaskGroup.ScanDisk, tasks: [scanDisk(5)] }));

    await jest.advanceTimersByTimeAsync(5000);
    expect(requested).toEqual([]);
    // The group's notification says why nothing happens.
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({ message: `[1/1] Series 5: ${PAUSED_MESSAGE}` }),
    ]);

    store.dispatch(connectionChanged('online'));
    await waitForStore(store, isIdle);
    expect(requested).toEqual(['scan:5']);
  });
});
