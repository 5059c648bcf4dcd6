/**
 * @jest-environment node
 */
/**
 * The worker's own listeners, run against a fake worker scope: what it does with API requests (nothing) and with
 * built files (cache first).
 */

import { CACHE_NAME } from '../../src/serviceWorker/strategy';

type Listener = (event: unknown) => void;

const listeners = new Map<string, Listener>();
const stored = new Map<string, Response>();
const cache = {
  put: jest.fn(async (key: string | Request, response: Response) => {
    stored.set(typeof key === 'string' ? key : key.url, response);
  }),
  match: jest.fn(async (key: string | Request) =>
    stored.get(typeof key === 'string' ? key : key.url),
  ),
  keys: jest.fn(async () => [...stored.keys()].map((url) => new Request(url))),
  delete: jest.fn(async (key: Request) => stored.delete(key.url)),
};
const cacheStorage = {
  open: jest.fn(async () => cache),
  match: jest.fn(async (key: string | Request) =>
    stored.get(typeof key === 'string' ? key : key.url),
  ),
  keys: jest.fn(async () => []),
  delete: jest.fn(),
};
/** A same-origin answer, as the browser gives a worker ('basic'; Node's constructed ones are 'default'). */
const network = jest.fn(async () => {
  const response = new Response('console.log(1)', {
    status: 200,
    headers: { 'content-type': 'application/javascript' },
  });
  return asSameOrigin(response);
});

function asSameOrigin(response: Response): Response {
  const clone = Response.prototype.clone.bind(response);
  Object.defineProperty(response, 'type', { value: 'basic' });
  Object.defineProperty(response, 'clone', { value: () => asSameOrigin(clone()) });
  return response;
}

beforeAll(async () => {
  Object.assign(globalThis, {
    self: {
      registration: { scope: 'https://nas.example/bazarr/' },
      skipWaiting: async () => undefined,
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    },
    caches: cacheStorage,
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(network);
  await import('../../src/serviceWorker/sw');
});

afterEach(() => {
  jest.clearAllMocks();
  stored.clear();
});

/** Dispatches a fetch event; resolves with what the worker answered (undefined: it let the browser fetch). */
async function dispatchFetch(url: string, init: RequestInit = {}, mode = 'cors') {
  let answer: Promise<Response> | undefined;
  const waits: Promise<unknown>[] = [];
  const request = new Request(url, init);
  Object.defineProperty(request, 'mode', { value: mode });
  listeners.get('fetch')?.({
    request,
    respondWith: (response: Promise<Response>) => {
      answer = response;
    },
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
  });
  const response = await answer;
  await Promise.all(waits);
  return response;
}

describe('the service worker', () => {
  it('never answers nor stores an API request', async () => {
    for (const [url, method] of [
      ['https://nas.example/bazarr/api/series', 'GET'],
      ['https://nas.example/bazarr/api/socket.io/?EIO=4&transport=polling', 'GET'],
      ['https://nas.example/bazarr/api/movies', 'PATCH'],
    ] as const) {
      expect(await dispatchFetch(url, { method }, 'cors')).toBeUndefined();
      expect(await dispatchFetch(url, { method: 'GET' }, 'navigate')).toBeUndefined();
    }
    expect(network).not.toHaveBeenCalled();
    expect(cacheStorage.open).not.toHaveBeenCalled();
    expect(cache.put).not.toHaveBeenCalled();
  });

  it('answers a built file from the network once, then from its cache', async () => {
    const url = 'https://nas.example/bazarr/assets/main.1234.js';
    const first = await dispatchFetch(url, {}, 'no-cors');
    expect(await first?.text()).toBe('console.log(1)');
    expect(network).toHaveBeenCalledTimes(1);
    expect(cache.put).toHaveBeenCalledWith(url, expect.any(Response));

    const second = await dispatchFetch(url, {}, 'no-cors');
    expect(await second?.text()).toBe('console.log(1)');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('keeps the page without the API key, and answers the kept page when the network fails', async () => {
    const key = '0123456789abcdef0123456789abcdef';
    const page = `<!doctype html><html><head><base href="/bazarr/" /><title>Bazarr</title>
<script>window.Bazarr = JSON.parse(\`{"apiKey": "${key}", "baseUrl": "/bazarr"}\`);</script>
</head><body><div id="root"></div></body></html>`;
    network.mockImplementationOnce(async () =>
      asSameOrigin(
        new Response(page, {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '999' },
        }),
      ),
    );
    const url = 'https://nas.example/bazarr/series/1';
    // The browser gets the page as Bazarr sent it; the cache a copy without the injected script.
    expect(await (await dispatchFetch(url, {}, 'navigate'))?.text()).toBe(page);
    const kept = stored.get('https://nas.example/bazarr/');
    const keptText = (await kept?.clone().text()) ?? '';
    expect(keptText).toContain('<div id="root"></div>');
    expect(keptText).not.toContain(key);
    expect(keptText).not.toContain('window.Bazarr');
    expect(kept?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(kept?.headers.get('content-length')).toBeNull();

    network.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await (await dispatchFetch(url, {}, 'navigate'))?.text()).toBe(keptText);
  });

  it("fetches the page past the browser's disk cache: Bazarr puts the API key in it", async () => {
    network.mockImplementationOnce(async () =>
      asSameOrigin(
        new Response('<!doctype html><div id="root"></div>', {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
      ),
    );
    await dispatchFetch('https://nas.example/bazarr/settings/general', {}, 'navigate');
    expect(network).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://nas.example/bazarr/settings/general' }),
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('deletes the caches of earlier versions when it activates (v1 kept the page with the key)', async () => {
    cacheStorage.keys.mockResolvedValueOnce([
      'subtitle-desk-shell-v1',
      CACHE_NAME,
      'another-app',
    ] as never);
    const waits: Promise<unknown>[] = [];
    listeners.get('activate')?.({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
    expect(cacheStorage.delete.mock.calls).toEqual([['subtitle-desk-shell-v1']]);
  });
});
