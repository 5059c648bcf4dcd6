import { SharedCpu } from '../../src/demo/server/sharedCpu';

/** When each job settled, in ms after the start (fake timers: Date.now moves with them). */
function finishTimes(cpu: SharedCpu, start: number) {
  const times: Record<string, number> = {};
  const run = (name: string, workMs: number) =>
    void cpu.run(workMs).then(() => {
      times[name] = Date.now() - start;
    });
  return { times, run };
}

async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('the demo’s one processor (DEMO_LATENCY=real)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers a request alone in its own time', async () => {
    const cpu = new SharedCpu();
    const { times, run } = finishTimes(cpu, Date.now());
    run('episodes', 840);
    await advance(839);
    expect(times).toEqual({});
    await advance(1);
    expect(times).toEqual({ episodes: 840 });
  });

  it('shares itself equally: a long series’ episodes beside the badges take both their times', async () => {
    const cpu = new SharedCpu();
    const { times, run } = finishTimes(cpu, Date.now());
    run('episodes', 840);
    run('badges', 450);
    await advance(2000);
    // Both at half speed until the badges are done (900 ms), then the episodes alone for their last 390 ms.
    expect(times).toEqual({ badges: 900, episodes: 1290 });
  });

  it('gives a request that comes later its share from then on', async () => {
    const cpu = new SharedCpu();
    const { times, run } = finishTimes(cpu, Date.now());
    run('episodes', 840);
    await advance(500);
    run('settings', 10);
    await advance(2000);
    // 340 ms of episodes left at 500; 10 of them done beside the settings (done at 520), the last 330 alone.
    expect(times).toEqual({ settings: 520, episodes: 850 });
  });

  it('answers what costs nothing at once', async () => {
    const cpu = new SharedCpu();
    let done = false;
    void cpu.run(0).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
