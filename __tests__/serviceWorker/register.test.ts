/**
 * What the page tells its worker: the files it loaded before the worker took over, and (on a first visit, which
 * the worker does not control) each file it loads later.
 */
import { registerServiceWorker } from '../../src/serviceWorker/register';

type ObserverCallback = (list: { getEntries(): PerformanceEntry[] }) => void;

const observers: ObserverCallback[] = [];
class FakePerformanceObserver {
  constructor(callback: ObserverCallback) {
    observers.push(callback);
  }
  observe() {}
}

const entry = (name: string) => ({ name }) as PerformanceEntry;

function installWorker(controlled: boolean) {
  const active = { postMessage: jest.fn() };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: controlled ? {} : null,
      register: jest.fn(async () => ({})),
      ready: Promise.resolve({ active }),
    },
  });
  return active;
}

const messages = (worker: { postMessage: jest.Mock }) =>
  worker.postMessage.mock.calls.map(([message]) => message as { urls: string[] });

beforeEach(() => {
  observers.length = 0;
  Object.defineProperty(globalThis, 'PerformanceObserver', {
    configurable: true,
    value: FakePerformanceObserver,
  });
  // jsdom keeps no resource timing: the page loaded its main script.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [entry('http://localhost/assets/main.js')],
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(performance, 'getEntriesByType');
});

it('hands the worker the files loaded so far, then each file a first visit loads later', async () => {
  const worker = installWorker(false);
  registerServiceWorker();
  await waitFor(() => messages(worker).length === 1);
  expect(messages(worker)[0]).toEqual({
    type: 'loaded-assets',
    urls: ['http://localhost/assets/main.js'],
  });

  observers.forEach((callback) =>
    callback({
      getEntries: () => [
        entry('http://localhost/assets/socket.chunk.js'),
        entry('http://localhost/api/badges'),
      ],
    }),
  );
  expect(messages(worker)[1]).toEqual({
    type: 'loaded-assets',
    urls: ['http://localhost/assets/socket.chunk.js'],
  });
  // The API requests of the session are not posted.
  observers.forEach((callback) =>
    callback({ getEntries: () => [entry('http://localhost/api/episodes?episodeid[]=1')] }),
  );
  expect(messages(worker)).toHaveLength(2);
});

it('does not watch later files of a page the worker controls: they go through it anyway', async () => {
  const worker = installWorker(true);
  registerServiceWorker();
  await waitFor(() => messages(worker).length === 1);
  expect(observers).toEqual([]);
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !condition(); turn++) await Promise.resolve();
  expect(condition()).toBe(true);
}
