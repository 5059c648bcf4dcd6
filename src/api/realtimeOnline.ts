/** The realtime connection is up: Bazarr's events will name what a write changed. */
export function isRealtimeOnline(state: unknown): boolean {
  // The realtime slice's shape, read without importing the store's types (built from the api's own).
  return (state as { realtime?: { connection?: string } }).realtime?.connection === 'online';
}

/**
 * Waits for a write's answer: true when the socket was online from the request to the answer, false when it
 * was not (it starts at idle, a click on the first rows can beat it, and a socket that connected meanwhile may
 * have missed the events Bazarr sent while it answered), undefined when the write failed.
 */
export async function onlineThroughoutWrite(
  getState: () => unknown,
  queryFulfilled: Promise<unknown>,
): Promise<boolean | undefined> {
  const onlineAtRequest = isRealtimeOnline(getState());
  try {
    await queryFulfilled;
  } catch {
    return undefined;
  }
  return onlineAtRequest && isRealtimeOnline(getState());
}
