import { jobsApi } from '../../src/api/jobs';
import { setupDemoServer } from '../support/render';
import { reportsBazarr } from '../support/scenarios';
import { connectRealtime, makeTestStore, type TestStore } from './support';

const { backend } = setupDemoServer();

const pendingShown = (store: TestStore) =>
  (jobsApi.endpoints.getJobs.select()(store.getState()).data ?? [])
    .filter((job) => job.status === 'pending')
    .map((job) => job.job_id);

describe('moving a waiting job in the Jobs drawer', () => {
  beforeEach(() => reportsBazarr(backend, '1.5.6'));

  it.each([
    ['move_top', (ids: number[]) => [ids[2], ids[0], ids[1]]],
    ['move_bottom', (ids: number[]) => [ids[1], ids[2], ids[0]]],
  ] as const)(
    '%s shows the new order as soon as Bazarr answers, before any event reads the list again',
    async (action, expected) => {
      backend.control.holdJobs();
      const ids = backend.control.queueJobs(3);
      const store = makeTestStore();
      // Online, but this backend sends no event: the order comes from the answer alone.
      const { unplug } = connectRealtime(store);
      await store.dispatch(jobsApi.endpoints.getJobs.initiate()).unwrap();
      expect(pendingShown(store)).toEqual(ids);

      const moved = action === 'move_top' ? ids[2] : ids[0];
      await store
        .dispatch(jobsApi.endpoints.actOnJob.initiate({ id: moved ?? 0, action }))
        .unwrap();
      expect(pendingShown(store)).toEqual(expected([...ids]));
      expect(backend.control.jobs().map((job) => job.job_id)).toEqual(expected([...ids]));
      unplug();
    },
  );
});
