import type { RootState } from '../lib/store';

/**
 * The realtime connection is up: Bazarr's events will name what a write changed. Typed with the whole store's
 * state (src/lib/store.ts), so the realtime slice's shape is checked here without importing src/realtime.
 */
export const selectRealtimeOnline = (state: RootState): boolean =>
  state.realtime.connection === 'online';

/**
 * Waits for a write's answer: true when the socket was online from the request to the answer, false when it
 * was not (it starts at idle, a click on the first rows can beat it, and a socket that connected meanwhile may
 * have missed the events Bazarr sent while it answered), undefined when the write failed.
 */
export async function onlineThroughoutWrite(
  getState: () => unknown,
  queryFulfilled: Promise<unknown>,
): Promise<boolean | undefined> {
  // An endpoint's getState is typed with the API's own slice only; the store it runs in is the whole app's.
  const isOnline = () => selectRealtimeOnline(getState() as RootState);
  const onlineAtRequest = isOnline();
  try {
    await queryFulfilled;
  } catch {
    return undefined;
  }
  return onlineAtRequest && isOnline();
}
