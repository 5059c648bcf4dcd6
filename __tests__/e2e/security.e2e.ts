import type { Page } from 'playwright-core';
import { newPage, socketHandshake } from './support/browser';
import { browserSuite } from './support/suite';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Routes loaded under the strict policy: the first chunk, lazy groups, charts, modals' code, settings. */
const ROUTES = [
  'series',
  'series/:series',
  'movies/:movie',
  'history/stats',
  'wanted/movies',
  'settings/general',
  'settings/providers',
  'system/status',
  'system/logs',
];

interface StoredKeyPlaces {
  /** Where the key was found: 'cache <name> <url>', 'localStorage', 'indexedDB <db>/<store>', 'cookie <name>'. */
  found: string[];
  /** Cache Storage entries read, and how many of them are pages (the offline shell). */
  entries: number;
  shellPages: number;
}

/** Reads every browser storage of the page's origin (every entry's body) and tells where `secret` occurs. */
async function storedKeyPlaces(page: Page, secret: string): Promise<StoredKeyPlaces> {
  const inPage = await page.evaluate(async (key) => {
    const found: string[] = [];
    let entries = 0;
    let shellPages = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries += 1;
        if (response?.headers.get('content-type')?.includes('text/html')) shellPages += 1;
        const body = (await response?.text()) ?? '';
        if (body.includes(key) || request.url.includes(key))
          found.push(`cache ${name} ${request.url}`);
      }
    }
    const webStorage = (storage: Storage, label: string) => {
      for (let index = 0; index < storage.length; index += 1) {
        const name = storage.key(index) ?? '';
        if (`${name}${storage.getItem(name) ?? ''}`.includes(key)) found.push(`${label} ${name}`);
      }
    };
    webStorage(localStorage, 'localStorage');
    webStorage(sessionStorage, 'sessionStorage');
    const request = <T>(idbRequest: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        idbRequest.onsuccess = () => resolve(idbRequest.result);
        idbRequest.onerror = () => reject(idbRequest.error);
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await request(indexedDB.open(name));
      for (const storeName of [...database.objectStoreNames]) {
        const store = database.transaction(storeName, 'readonly').objectStore(storeName);
        const records = [await request(store.getAllKeys()), await request(store.getAll())];
        if (JSON.stringify(records).includes(key)) found.push(`indexedDB ${name}/${storeName}`);
      }
      database.close();
    }
    return { found, entries, shellPages };
  }, secret);
  // Every cookie of the context, HttpOnly ones included (document.cookie does not show those).
  for (const cookie of await page.context().cookies())
    if (`${cookie.name}${cookie.value}`.includes(secret))
      inPage.found.push(`cookie ${cookie.name}`);
  return inPage;
}

describe('the API key and the Content-Security-Policy', () => {
  // Every page is served with the strict policy (DEMO_CSP=strict for npm start).
  const suite = browserSuite({ csp: true });

  const pathOf = (route: string) =>
    route
      .replace(':series', String([...suite.server.backend.state.series.keys()][0]))
      .replace(':movie', String([...suite.server.backend.state.movies.keys()][0]));

  /** A page that records CSP violations (events and console reports) and every URL it requests. */
  async function recordingPage() {
    const { page, errors } = await newPage(suite.browser);
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('websocket', (socket) => urls.push(socket.url()));
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = async () => [
      ...(await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      )),
      ...errors.filter((text) => /Content[- ]Security[- ]Policy/i.test(text)),
    ];
    return { page, urls, violations };
  }

  it('serves the strict policy, under which the inline inject snippet runs', async () => {
    const { page, violations } = await recordingPage();
    const response = await page.goto(`${suite.server.url}${pathOf(ROUTES[0])}`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("default-src 'self'");
    // The inline inject snippet ran (its hash matched): the app has its key and shows the library.
    await sidebar(page).waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  // A test per route (each a full load), so that a busy machine's slow loads do not add up.
  it.each(ROUTES)('loads %s under the strict policy without a violation', async (route) => {
    const { page, violations } = await recordingPage();
    await page.goto(`${suite.server.url}${pathOf(route)}`);
    await sidebar(page).waitFor();
    await page.locator('main h1, main h2, main table').first().waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('sends the API key in the X-API-KEY header only, and keeps it out of storage', async () => {
    const { page, urls } = await recordingPage();
    const apiKey = suite.server.backend.apiKey();
    const keyHeaders: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (
        new URL(request.url()).pathname.startsWith('/api/') &&
        !request.url().includes('socket.io')
      )
        keyHeaders.push(request.headers()['x-api-key']);
    });
    let socketPolled: Promise<unknown> = Promise.resolve();
    for (const [index, route] of ROUTES.entries()) {
      // The socket connects once the page is idle: the last page waits for it (each load starts a new one).
      if (index === ROUTES.length - 1) socketPolled = socketHandshake(page);
      await page.goto(`${suite.server.url}${pathOf(route)}`);
      await sidebar(page).waitFor();
    }
    await page.waitForSelector('button[aria-label="System"]:not([data-loading])');
    await socketPolled;

    expect(urls.length).toBeGreaterThan(ROUTES.length);
    expect(urls.filter((url) => url.includes(apiKey))).toEqual([]);
    // socket.io polls without the key: a real Bazarr does not ask for one on its socket.
    expect(urls.some((url) => url.includes('/api/socket.io/'))).toBe(true);
    expect(keyHeaders.length).toBeGreaterThan(0);
    expect(new Set(keyHeaders)).toEqual(new Set([apiKey]));

    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    );
    expect(stored).not.toContain(apiKey);
    await page.context().close();
  });

  it('writes the key to no browser storage, the service worker cache included, also after a reload', async () => {
    const { page } = await recordingPage();
    const apiKey = suite.server.backend.apiKey();
    await page.goto(`${suite.server.url}series`);
    await sidebar(page).waitFor();
    // Active: the worker has installed, which stores the page it fetched (the offline shell).
    await page.evaluate(() => navigator.serviceWorker.ready);
    const first = await storedKeyPlaces(page, apiKey);
    expect(first.shellPages).toBeGreaterThan(0);
    expect(first.found).toEqual([]);

    // Now the worker controls the page: the reload goes through it, and it stores the page again.
    await page.reload();
    await sidebar(page).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.waitForSelector('button[aria-label="System"]:not([data-loading])');
    const again = await storedKeyPlaces(page, apiKey);
    expect(again.shellPages).toBeGreaterThan(0);
    expect(again.entries).toBeGreaterThan(again.shellPages);
    expect(again.found).toEqual([]);
    await page.context().close();
  });

  it('shows a page crash inside the shell without the host or the key, also in Report Issue', async () => {
    const { page } = await recordingPage();
    const apiKey = suite.server.backend.apiKey();
    // The status page formats its start time while rendering: make that throw, with a leaky message.
    await page.addInitScript(() => {
      const original = Date.prototype.toLocaleString;
      Date.prototype.toLocaleString = function (this: Date, ...args: []) {
        const flags = window as unknown as { crashNow?: boolean; Bazarr?: { apiKey?: string } };
        if (flags.crashNow)
          throw new Error(`Crashed at ${window.location.href} with ${flags.Bazarr?.apiKey}`);
        return original.apply(this, args);
      };
    });
    await page.goto(`${suite.server.url}system/tasks`);
    await sidebar(page).waitFor();
    await page.evaluate(() => Object.assign(window, { crashNow: true }));
    await sidebar(page).getByRole('link', { name: 'Status' }).click();

    const heading = page.getByRole('heading', { name: 'Oops! UI is crashed!' });
    await heading.waitFor();
    // The report (stack and Report Issue) comes with the crash screen's own code, loaded on a crash.
    await page.getByRole('link', { name: 'Report Issue' }).waitFor();
    // Inside the shell: the header and sidebar still work.
    expect(await sidebar(page).isVisible()).toBe(true);
    const shown = await page.locator('main').innerText();
    expect(shown).toContain('Crashed at');
    const host = new URL(suite.server.url).host;
    for (const secret of [apiKey, host, '127.0.0.1']) expect(shown).not.toContain(secret);
    const report = await page.getByRole('link', { name: 'Report Issue' }).getAttribute('href');
    expect(report).toMatch(/^https:\/\/github\.com\//);
    for (const secret of [apiKey, host, encodeURIComponent(host), '127.0.0.1'])
      expect(report).not.toContain(secret);

    await page.evaluate(() => Object.assign(window, { crashNow: false }));
    await sidebar(page).getByRole('link', { name: 'Tasks' }).click();
    await page.getByRole('table', { name: 'Tasks' }).waitFor();
    expect(await heading.count()).toBe(0);
    await page.context().close();
  });
});
