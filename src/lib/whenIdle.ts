let showFirstScreen: () => void = () => undefined;
const firstScreenShown = new Promise<void>((resolve) => {
  showFirstScreen = resolve;
});
let pageDataIn: PromiseLike<unknown> = Promise.resolve();

/**
 * The app's first screen is rendered (App calls it once mounted). Before it, the main thread's idle moments are
 * only gaps between the bundle's chunks and the first render: what waits for idle time must not start there.
 */
export function markFirstScreen(): void {
  showFirstScreen();
}

/**
 * Idle work waits for the first page's data too (index.tsx: the page's prefetch, capped): a series' episodes come
 * a second after its header, and an idle moment while they travel is no reason to start the socket or the Intl
 * warm-up, whose long task then holds the episodes back from their rows (160 ms in a trace of a long series).
 */
export function holdIdleWorkUntil(pageData: PromiseLike<unknown>): void {
  pageDataIn = pageData;
}

/**
 * Once the first page's data is in (or its wait ran out: index.tsx holds it before the first render). What costs
 * Bazarr much waits for it (the badges): a real Bazarr answers on one processor (src/demo/server/sharedCpu.ts),
 * so a request beside the page's own holds that one back.
 */
export function whenPageDataIn(): Promise<void> {
  return Promise.resolve(pageDataIn).then(() => undefined);
}

/**
 * Once the app's first screen is rendered, the first page's data is in, and the main thread is idle. The data it
 * waits for is the one held when the first screen shows, not when it is called: the socket asks from the state
 * entry, on the first answer, before the main entry says what to hold for.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return firstScreenShown.then(whenPageDataIn).then(
    () =>
      new Promise((resolve) => {
        if (typeof requestIdleCallback === 'function')
          requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        else setTimeout(resolve, 0);
      }),
  );
}
