/**
 * The service worker (build/sw.js, registered from src/index.tsx in production). Hand-written: it caches the app
 * shell only (see strategy.ts); the API is never touched.
 */
import {
  BODY_HEADERS,
  CACHE_NAME,
  CACHE_PREFIX,
  isCacheable,
  keylessShell,
  loadedAssetUrls,
  MAX_ENTRIES,
  requestPolicy,
  shellAssetUrls,
  shellKey,
  type RequestPolicy,
} from './strategy';

// The few worker types used here (the project's TypeScript settings hold the DOM's, not the worker's).
interface WaitingEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends WaitingEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends WaitingEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly registration: { readonly scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitingEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;

const scope = () => self.registration.scope;

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  const shell = shellKey(scope());
  const excess = keys.filter((request) => request.url !== shell).length - MAX_ENTRIES;
  for (const request of keys.filter((key) => key.url !== shell).slice(0, Math.max(0, excess)))
    await cache.delete(request);
}

function cacheable(policy: RequestPolicy, response: Response): boolean {
  return isCacheable(policy, {
    ok: response.ok,
    status: response.status,
    type: response.type,
    contentType: response.headers.get('content-type'),
  });
}

async function store(policy: 'asset', key: string, response: Response): Promise<void> {
  if (!cacheable(policy, response)) return;
  const cache = await caches.open(CACHE_NAME);
  await cache.put(key, response);
  await trim(cache);
}

/** Keeps the page without the script holding Bazarr's injected values: the API key never reaches the cache. */
async function storeShell(key: string, response: Response): Promise<void> {
  if (!cacheable('shell', response)) return;
  const page = keylessShell(await response.text());
  if (page === null) return;
  const headers = new Headers(response.headers);
  for (const name of BODY_HEADERS) headers.delete(name);
  const cache = await caches.open(CACHE_NAME);
  await cache.put(key, new Response(page, { status: response.status, headers }));
}

/** Stores the built files not stored yet. */
async function storeAssets(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const asset = await fetch(url);
      await store('asset', url, asset);
    }),
  );
}

/** Stores the page and the files it loads, so the app can start offline from the next visit on. */
async function install(): Promise<void> {
  const key = shellKey(scope());
  const response = await fetch(key, { credentials: 'same-origin', cache: 'no-store' });
  await storeShell(key, response.clone());
  if (!response.ok) return;
  await storeAssets(shellAssetUrls(await response.text(), scope()));
}

async function cacheFirst(request: Request, event: FetchEvent): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE_NAME });
  if (cached) return cached;
  const response = await fetch(request);
  event.waitUntil(store('asset', request.url, response.clone()));
  return response;
}

async function networkFirst(request: Request, event: FetchEvent): Promise<Response> {
  const key = shellKey(scope());
  try {
    // Bazarr's page holds the API key and Bazarr sends no Cache-Control: past the browser's disk cache.
    const response = await fetch(request, { cache: 'no-store' });
    event.waitUntil(storeShell(key, response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: CACHE_NAME });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('install', (event) => {
  // A failed precache (Bazarr down, a 401 page) must not keep the worker from installing.
  event.waitUntil(install().catch(() => undefined));
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// The page's route chunks of a first visit, loaded before the worker took control (see register.ts).
self.addEventListener('message', (event) => {
  const urls = loadedAssetUrls(event.data, scope());
  if (urls.length > 0) event.waitUntil(storeAssets(urls).catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const policy = requestPolicy(request, scope());
  if (policy === 'asset') event.respondWith(cacheFirst(request, event));
  else if (policy === 'shell') event.respondWith(networkFirst(request, event));
  // 'network': no respondWith, the browser fetches it itself.
});
