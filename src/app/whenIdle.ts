let showFirstScreen: () => void = () => undefined;
const firstScreenShown = new Promise<void>((resolve) => {
  showFirstScreen = resolve;
});

/**
 * The app's first screen is rendered (App calls it once mounted). Before it, the main thread's idle moments are
 * only gaps between the bundle's chunks and the first render: what waits for idle time must not start there.
 */
export function markFirstScreen(): void {
  showFirstScreen();
}

/** Once the app's first screen is rendered (usually the page's first rows) and the main thread is idle. */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return firstScreenShown.then(
    () =>
      new Promise((resolve) => {
        if (typeof requestIdleCallback === 'function')
          requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        else setTimeout(resolve, 0);
      }),
  );
}
