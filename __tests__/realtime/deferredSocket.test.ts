import { deferredSocket, type RealtimeSocket } from '../../src/realtime/socket';

/** A socket that records what was done to it. */
function recordingSocket() {
  const calls: string[] = [];
  const socket = {
    on: (event: string) => calls.push(`on ${event}`),
    off: () => calls.push('off'),
    connect: () => calls.push('connect'),
    disconnect: () => calls.push('disconnect'),
    active: true,
  } as unknown as RealtimeSocket;
  return { socket, calls };
}

describe('a socket whose library is still loading', () => {
  it('hands over the listeners and the connect asked before it loaded', async () => {
    const { socket, calls } = recordingSocket();
    let load: (value: RealtimeSocket) => void = () => undefined;
    const deferred = deferredSocket(new Promise((resolve) => (load = resolve)));
    deferred.on('connect', () => undefined);
    deferred.on('data', () => undefined);
    deferred.connect();
    expect(deferred.active).toBe(true);
    expect(calls).toEqual([]);

    load(socket);
    await Promise.resolve();
    expect(calls).toEqual(['on connect', 'on data', 'connect']);
    deferred.disconnect();
    expect(calls).toEqual(['on connect', 'on data', 'connect', 'disconnect']);
  });

  it('neither listens nor connects when it was stopped before it loaded', async () => {
    const { socket, calls } = recordingSocket();
    const deferred = deferredSocket(Promise.resolve(socket));
    deferred.on('data', () => undefined);
    deferred.connect();
    deferred.off();
    deferred.disconnect();
    expect(deferred.active).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual([]);
  });
});
