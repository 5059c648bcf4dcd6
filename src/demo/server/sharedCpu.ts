interface Job {
  remainingMs: number;
  done: () => void;
}

/** Work left below this counts as done: timers fire a millisecond late or early. */
const DONE_BELOW_MS = 0.5;

/**
 * The one processor a real Bazarr's answers share (DEMO_LATENCY=real): its request threads run Python, which runs
 * one thread at a time (the GIL), so two answers in progress each go at half speed. Without it the demo answered
 * everything at once as if Bazarr had a core per request: a page that asks for its badges (0.45 s) while a long
 * series' episodes (0.84 s) are on their way got both in 0.84 s, where one processor needs 1.29 s. Round-robin
 * (processor sharing): `run(ms)` settles once its `ms` of work got done at an equal share with the others.
 */
export class SharedCpu {
  private readonly jobs = new Set<Job>();
  private lastMs: number;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly now: () => number = Date.now) {
    this.lastMs = now();
  }

  run(workMs: number): Promise<void> {
    if (workMs <= 0) return Promise.resolve();
    this.advance();
    return new Promise((resolve) => {
      this.jobs.add({ remainingMs: workMs, done: resolve });
      this.schedule();
    });
  }

  /** Gives the time since the last look to the jobs then in progress, in equal shares. */
  private advance(): void {
    const nowMs = this.now();
    const share = this.jobs.size > 0 ? (nowMs - this.lastMs) / this.jobs.size : 0;
    this.lastMs = nowMs;
    for (const job of this.jobs) job.remainingMs -= share;
  }

  /** Settles the finished jobs and wakes up when the next one will have finished at the current share. */
  private schedule(): void {
    clearTimeout(this.timer);
    for (const job of this.jobs) {
      if (job.remainingMs >= DONE_BELOW_MS) continue;
      this.jobs.delete(job);
      job.done();
    }
    if (this.jobs.size === 0) return;
    const least = Math.min(...[...this.jobs].map((job) => job.remainingMs));
    this.timer = setTimeout(() => {
      this.advance();
      this.schedule();
    }, least * this.jobs.size);
  }
}
