import { jobsApi } from '../../src/api/jobs';
import { LIST_REFRESH_GAP_MS } from '../../src/realtime/tagThrottle';
import { connectRealtime, makeTestStore, waitForStore } from '../realtime/support';
import { setupDemoServer } from '../support/render';
import { reportsBazarr } from '../support/scenarios';

const { backend } = setupDemoServer();

const jobReads = () =>
  backend.control.requests.filter(
    (request) => request.method === 'GET' && request.path === '/api/system/jobs',
  );

describe('the jobs a sync queues (Bazarr 1.5.6), while the Jobs list is shown', () => {
  it('re-read the list about once per refresh gap, not once per job, and it ends with all of them', async () => {
    reportsBazarr(backend, '1.5.6');
    backend.control.holdJobs();
    const store = makeTestStore();
    const { unplug } = connectRealtime(store, backend);
    // What the header's Jobs button holds.
    const list = store.dispatch(jobsApi.endpoints.getJobs.initiate());
    await list.unwrap();
    backend.control.clearRequests();

    // A sync queues a search per new episode: hundreds of `pending` events, in bursts spread over a second (the
    // pause paces the scenario, it waits for nothing).
    const started = Date.now();
    const queued: number[] = [];
    for (let burst = 0; burst < 4; burst += 1) {
      queued.push(...backend.control.queueJobs(120));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await waitForStore(store, (state) =>
      expect(jobsApi.endpoints.getJobs.select()(state).data?.length).toBe(queued.length),
    );
    const elapsed = Date.now() - started;
    // The throttle: the first event reads at once, then at most one read per gap, and a trailing one.
    expect(jobReads().length).toBeLessThanOrEqual(Math.ceil(elapsed / LIST_REFRESH_GAP_MS) + 2);
    unplug();
    list.unsubscribe();
  }, 20_000);
});
