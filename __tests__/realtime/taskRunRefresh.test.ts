import { waitFor } from '@testing-library/react';
import { authChanged } from '../../src/api/authSlice';
import { endpoints } from '../../src/api';
import { TASK_RUN_MS } from '../../src/demo/core/routes/maintenance';
import { LIST_REFRESH_GAP_MS } from '../../src/realtime/tagThrottle';
import { setupDemoServer } from '../support/render';
import { connectRealtime, makeTestStore, type TestStore } from './support';

const { backend } = setupDemoServer();

/** What the System > Tasks page shows, read before the run (the run's reads counted from here). */
async function tasksShown(store: TestStore) {
  const tasks = await store.dispatch(endpoints.getTasks.initiate()).unwrap();
  backend.control.clearRequests();
  return tasks[0]?.job_id ?? '';
}

const tasksReads = () =>
  backend.control.requests.filter(
    (request) => request.method === 'GET' && request.path === '/api/system/tasks',
  );

const shownAsRunning = (store: TestStore, taskId: string) =>
  endpoints.getTasks
    .select()(store.getState())
    .data?.find((task) => task.job_id === taskId)?.job_running;

/**
 * Another request answered after the write: whatever the write's own refresh would have asked for is asked by
 * then (it is sent as soon as the write's answer is in).
 */
async function afterTheWrite(store: TestStore) {
  await store.dispatch(endpoints.getBadges.initiate(undefined, { forceRefetch: true })).unwrap();
}

describe('a task Run refreshes the tasks list once per change', () => {
  it('while the socket is online: by the task events (when it starts, when it ends), not by the write', async () => {
    const store = makeTestStore();
    const { unplug } = connectRealtime(store, backend);
    const taskId = await tasksShown(store);

    await store.dispatch(endpoints.runTask.initiate(taskId)).unwrap();
    await waitFor(() => expect(shownAsRunning(store, taskId)).toBe(true));
    expect(tasksReads()).toHaveLength(1);

    // The end: Bazarr's second `task` event, the list read again once the refresh gap is over.
    await waitFor(() => expect(shownAsRunning(store, taskId)).toBe(false), {
      timeout: TASK_RUN_MS + LIST_REFRESH_GAP_MS + 3000,
    });
    unplug();
    expect(tasksReads()).toHaveLength(2);
  });

  it('while the socket is online, the write leaves the list to the events (a backend that sent none)', async () => {
    const store = makeTestStore();
    const { unplug } = connectRealtime(store);
    const taskId = await tasksShown(store);

    await store.dispatch(endpoints.runTask.initiate(taskId)).unwrap();
    await afterTheWrite(store);
    unplug();

    expect(tasksReads()).toEqual([]);
    expect(shownAsRunning(store, taskId)).toBe(false);
  });

  it('without the socket: by the write, once', async () => {
    const store = makeTestStore();
    // Signed in, the socket never connected.
    store.dispatch(authChanged(true));
    const taskId = await tasksShown(store);

    await store.dispatch(endpoints.runTask.initiate(taskId)).unwrap();
    await waitFor(() => expect(shownAsRunning(store, taskId)).toBe(true));
    await afterTheWrite(store);

    expect(tasksReads()).toHaveLength(1);
  });

  it('a Run the server refuses refreshes nothing', async () => {
    const store = makeTestStore();
    store.dispatch(authChanged(true));
    const taskId = await tasksShown(store);
    backend.control.setFaults({ failMethods: ['POST'], failStatus: 500 });

    await expect(store.dispatch(endpoints.runTask.initiate(taskId)).unwrap()).rejects.toEqual(
      expect.objectContaining({ status: 500 }),
    );
    await afterTheWrite(store);

    expect(tasksReads()).toEqual([]);
    expect(shownAsRunning(store, taskId)).toBe(false);
  });
});
