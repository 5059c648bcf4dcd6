import type { DemoRequest } from './types';

/** Which requests a hold keeps back beyond method and path (`start` of a page, say). */
export type HoldFilter = (request: DemoRequest) => boolean;

interface Hold {
  method: string;
  path: string;
  when: HoldFilter;
  released: Promise<void>;
  waiting: number;
}

/** Answers held back until a test releases them (`control.hold`): what the UI shows while a call is running. */
export class Holds {
  private readonly open = new Set<Hold>();
  private readonly releases = new Set<() => void>();

  /**
   * Holds every `method` call whose path starts with `path` (and that `when` accepts) until `release()`, which
   * lets them be handled; `waiting` counts the calls that arrived meanwhile.
   */
  add(
    method: string,
    path: string,
    when: HoldFilter = () => true,
  ): { release(): void; readonly waiting: number } {
    let resolve: () => void = () => undefined;
    const hold: Hold = {
      method: method.toUpperCase(),
      path,
      when,
      released: new Promise<void>((done) => (resolve = done)),
      waiting: 0,
    };
    const release = () => {
      this.open.delete(hold);
      this.releases.delete(release);
      resolve();
    };
    this.open.add(hold);
    this.releases.add(release);
    return {
      release,
      get waiting() {
        return hold.waiting;
      },
    };
  }

  /** Waits for every hold that matches the request. */
  async wait(request: DemoRequest): Promise<void> {
    const matching = [...this.open].filter(
      (hold) =>
        hold.method === request.method && request.path.startsWith(hold.path) && hold.when(request),
    );
    for (const hold of matching) hold.waiting += 1;
    await Promise.all(matching.map((hold) => hold.released));
  }

  releaseAll(): void {
    for (const release of [...this.releases]) release();
  }
}
