import { selectNotifications } from '../../src/notifications/notificationsSlice';
import { RUNNER_UNAVAILABLE } from '../../src/tasks/taskListeners';
import { queueTasks, selectTaskGroups, TaskGroup } from '../../src/tasks/tasksSlice';
import { makeTestStore, waitForStore } from '../realtime/support';

// The runner's chunk does not load (Bazarr, which serves it, went away before it was ever needed).
jest.mock('../../src/tasks/taskRunner', () => {
  throw new Error('Loading chunk task-runner failed');
});

describe('the task queue without its runner', () => {
  it('says so, and keeps the tasks queued for the next attempt', async () => {
    const store = makeTestStore();
    store.dispatch(
      queueTasks({
        group: TaskGroup.ScanDisk,
        tasks: [
          {
            description: 'Series 5',
            endpoint: 'seriesAction',
            args: { action: 'scan-disk', seriesid: 5 },
          },
        ],
      }),
    );
    await waitForStore(store, (state) =>
      expect(selectNotifications(state)).toEqual([
        expect.objectContaining({ type: 'error', message: RUNNER_UNAVAILABLE }),
      ]),
    );
    expect(selectTaskGroups(store.getState())).toHaveLength(1);
  });
});
