export type Lifecycle = 'restarting' | 'up' | 'shutdown';

/**
 * The backend's timers (task runs, restarts, jobs) and whether it is up: a restart takes it away for `restartMs`,
 * a shutdown until `bringUp()` (the process started again). Listeners hear each change.
 */
export function createLifecycle(restartMs: number) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const listeners = new Set<(event: Lifecycle) => void>();
  let down: 'restarting' | 'shutdown' | null = null;

  const later = (ms: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timer.unref?.();
    timers.add(timer);
  };
  const setDown = (value: typeof down) => {
    down = value;
    for (const listener of listeners) listener(value ?? 'up');
  };

  return {
    /** Runs a task later; `clearTimers` cancels it. */
    later,
    /** null while up. */
    get down() {
      return down;
    },
    restart() {
      setDown('restarting');
      later(restartMs, () => setDown(null));
    },
    shutdown() {
      setDown('shutdown');
    },
    bringUp() {
      setDown(null);
    },
    clearTimers() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    listen(listener: (event: Lifecycle) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clearListeners() {
      listeners.clear();
    },
  };
}
