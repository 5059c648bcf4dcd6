interface Hold {
  method: string;
  path: string;
  released: Promise<void>;
  waiting: number;
}

/** Answers held back until a test releases them (`control.hold`): what the UI shows while a call is running. */
export class Holds {
  private readonly open = new Set<Hold>();
  private readonly releases = new Set<() => void>();

  /**
   * Holds every `method` call whose path starts with `path` until `release()`, which lets them be handled;
   * `waiting` counts the calls that arrived meanwhile.
   */
  add(method: string, path: string): { release(): void; readonly waiting: number } {
    let resolve: () => void = () => undefined;
    const hold: Hold = {
      method: method.toUpperCase(),
      path,
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
  async wait(method: string, path: string): Promise<void> {
    const matching = [...this.open].filter(
      (hold) => hold.method === method && path.startsWith(hold.path),
    );
    for (const hold of matching) hold.waiting += 1;
    await Promise.all(matching.map((hold) => hold.released));
  }

  releaseAll(): void {
    for (const release of [...this.releases]) release();
  }
}
