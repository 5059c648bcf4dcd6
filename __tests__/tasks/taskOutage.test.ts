import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DISCONNECTED_MESSAGE } from '../../src/api/baseQuery';
import { selectNotifications } from '../../src/notifications/notificationsSlice';
import { connectionChanged } from '../../src/realtime/realtimeSlice';
import {
  DISCONNECTED_ATTEMPTS,
  OUTAGE_NOTICE_MS,
  PAUSED_MESSAGE,
} from '../../src/tasks/taskRunner';
import {
  queueTasks,
  selectIsAnyTaskRunning,
  selectIsItemBusy,
  TaskGroup,
  taskItemKey,
  type TaskRequest,
} from '../../src/tasks/tasksSlice';
import { makeTestStore, recordNotifications, waitForStore } from '../realtime/support';

/** What reached the server, in order: 'scan:5', ... */
const requested: string[] = [];
/** Requests answered with a network error (no answer at all), each entry used once. */
let unreachable: string[] = [];

const server = setupServer(
  http.patch('*/api/series', async ({ request }) => {
    const name = `scan:${(await request.formData()).get('seriesid')}`;
    requested.push(name);
    const index = unreachable.indexOf(name);
    if (index >= 0) {
      unreachable.splice(index, 1);
      return HttpResponse.error();
    }
    return new HttpResponse(null, { status: 204 });
  }),
);

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
  unreachable = [];
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

type State = ReturnType<ReturnType<typeof makeTestStore>['getState']>;
const isIdle = (state: State) => expect(selectIsAnyTaskRunning(state)).toBe(false);
const groupMessage = (state: State) =>
  selectNotifications(state).find((item) => item.title === TaskGroup.ScanDisk)?.message;

describe('background tasks when the backend goes away', () => {
  it('says the queue is paused while the backend is offline, then runs the task', async () => {
    const store = makeTestStore();
    store.dispatch(connectionChanged('offline'));
    store.dispatch(queueTasks({ group: TaskGroup.ScanDisk, tasks: [scanDisk(5)] }));

    await waitForStore(store, (state) =>
      expect(groupMessage(state)).toBe(`[1/1] Series 5: ${PAUSED_MESSAGE}`),
    );
    expect(requested).toEqual([]);

    store.dispatch(connectionChanged('online'));
    await waitForStore(store, isIdle);
    expect(requested).toEqual(['scan:5']);
    expect(groupMessage(store.getState())).toBe('All Tasks Completed');
  });

  it('pauses a task whose request got no answer and runs it again once the backend is back', async () => {
    const store = makeTestStore();
    store.dispatch(connectionChanged('online'));
    const notifications = recordNotifications(store);
    unreachable = ['scan:5'];
    store.dispatch(queueTasks({ group: TaskGroup.ScanDisk, tasks: [scanDisk(5), scanDisk(6)] }));

    await waitForStore(store, (state) =>
      expect(groupMessage(state)).toBe(`[1/2] Series 5: ${PAUSED_MESSAGE}`),
    );
    // The socket notices the outage: the task keeps waiting, not counted as done or failed.
    store.dispatch(connectionChanged('offline'));
    await jest.advanceTimersByTimeAsync(OUTAGE_NOTICE_MS * 2);
    expect(requested).toEqual(['scan:5']);
    expect(selectIsItemBusy(store.getState(), 'series-5')).toBe(true);

    store.dispatch(connectionChanged('online'));
    await waitForStore(store, isIdle);
    expect(requested).toEqual(['scan:5', 'scan:5', 'scan:6']);
    const messages = notifications
      .shown()
      .filter((item) => item.title === TaskGroup.ScanDisk)
      .map((item) => item.message);
    expect(messages).toEqual([
      'Starting Tasks...',
      '[1/2] Series 5',
      `[1/2] Series 5: ${PAUSED_MESSAGE}`,
      '[1/2] Series 5',
      '[2/2] Series 6',
      'All Tasks Completed',
    ]);
    // The lost answer itself was reported as docs/behaviour.md §8 says.
    expect(notifications.shown()).toContainEqual(
      expect.objectContaining({ title: 'Error 500', message: DISCONNECTED_MESSAGE }),
    );
  });

  it('reports the task by name when it never gets an answer, and goes on with the queue', async () => {
    const store = makeTestStore();
    store.dispatch(connectionChanged('online'));
    unreachable = Array.from({ length: DISCONNECTED_ATTEMPTS }, () => 'scan:5');
    store.dispatch(queueTasks({ group: TaskGroup.ScanDisk, tasks: [scanDisk(5), scanDisk(6)] }));

    // The socket stays online (a proxy in between fails, say): each attempt waits a while, then retries.
    for (let attempt = 1; attempt < DISCONNECTED_ATTEMPTS; attempt += 1) {
      await waitForStore(store, () =>
        expect(requested.filter((name) => name === 'scan:5')).toHaveLength(attempt),
      );
      await jest.advanceTimersByTimeAsync(OUTAGE_NOTICE_MS);
    }
    await waitForStore(store, isIdle);

    expect(requested).toEqual([
      ...Array.from({ length: DISCONNECTED_ATTEMPTS }, () => 'scan:5'),
      'scan:6',
    ]);
    expect(selectNotifications(store.getState())).toContainEqual(
      expect.objectContaining({
        title: TaskGroup.ScanDisk,
        message: `Series 5: ${DISCONNECTED_MESSAGE}`,
      }),
    );
  });
});
