import type { IncomingMessage } from 'node:http';
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

interface Registration {
  scope: string;
  script: string | undefined;
}

/** Waits for the page's service worker to be active; its scope and script. */
function activeWorker(page: Page): Promise<Registration> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
}

interface Manifest {
  name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string }[];
}

describe('the installable app under a base URL', () => {
  const suite = browserSuite({ baseUrl: '/bazarr' }, { resetAfterEach: true });

  it('registers its service worker for the whole app, under the base URL', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await waitForPath(page, '/bazarr/series');
    const worker = await activeWorker(page);
    expect(worker).toEqual({ scope: suite.server.url, script: `${suite.server.url}sw.js` });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('links a manifest that loads, with the app as start and scope and icons that load', async () => {
    const { page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await waitForPath(page, '/bazarr/series');
    const href = await page
      .locator('link[rel="manifest"]')
      .evaluate((link) => (link as HTMLLinkElement).href);
    expect(href).toBe(`${suite.server.url}images/manifest.webmanifest`);

    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Manifest;
    expect(manifest.name).toBe('Bazarr');
    expect(manifest.display).toBe('standalone');
    // Relative to the manifest: the app's root under the base URL.
    expect(new URL(manifest.start_url, href).href).toBe(suite.server.url);
    expect(new URL(manifest.scope, href).href).toBe(suite.server.url);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      const image = await page.request.get(new URL(icon.src, href).href);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toContain(icon.type);
    }
    await page.context().close();
  });

  it('serves the next visit from its cache, never the API, and starts while the server is away', async () => {
    const { page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await waitForPath(page, '/bazarr/series');
    await page.getByRole('table').waitFor();
    await activeWorker(page);
    // The files this first visit loaded beside the worker (it does not control the page) are handed to it to keep.
    // Polled in the page by an evaluate, which awaits the cache: waitForFunction takes an async predicate's promise
    // for a truthy answer at once (Playwright #29132), so the test went on before the files were kept.
    const firstVisitFiles = await page.evaluate(async () => {
      for (;;) {
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/bazarr/assets/'));
        const kept = await Promise.all(loaded.map((path) => caches.match(path)));
        if (loaded.length > 0 && kept.every(Boolean)) return loaded;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    // What reaches Bazarr during the next visit, asked at the server (before express strips the base URL): a file
    // the browser's memory cache still holds is not the network either.
    const reachedServer: string[] = [];
    const countRequest = (request: IncomingMessage) => reachedServer.push(request.url ?? '');
    suite.server.server.http.prependListener('request', countRequest);
    const responses: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) =>
      responses.push({ url: response.url(), fromWorker: response.fromServiceWorker() }),
    );
    await page.reload();
    await waitForPath(page, '/bazarr/series');
    await page.getByRole('table').waitFor();
    suite.server.server.http.off('request', countRequest);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const api = responses.filter(({ url }) => new URL(url).pathname.startsWith('/bazarr/api/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter(({ fromWorker }) => fromWorker)).toEqual([]);
    expect(reachedServer.filter((url) => url.startsWith('/bazarr/api/')).length).toBeGreaterThan(0);
    expect(reachedServer.filter((url) => firstVisitFiles.includes(url))).toEqual([]);

    // Bazarr is away: the page and its code come from the cache, and the app starts (and says it is offline).
    // The kept page holds none of Bazarr's injected values: no key, the base URL from <base href>.
    const apiKey = suite.server.backend.apiKey();
    await suite.server.server.stopListener();
    let away = true;
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Something is wrong!' }).waitFor();
      expect(await page.title()).toBe('Bazarr');
      const offline = await page.evaluate(() => ({
        injected: 'Bazarr' in window,
        html: document.documentElement.outerHTML,
        path: window.location.pathname,
      }));
      expect(offline.injected).toBe(false);
      expect(offline.html).not.toContain(apiKey);
      expect(offline.path).toBe('/bazarr/series');

      // Bazarr is back: the app loads the real page (with the key) by itself, where it was.
      const reloaded = page.waitForEvent('framenavigated');
      await suite.server.server.startListener();
      away = false;
      await reloaded;
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/bazarr/series');
      expect(await page.evaluate(() => window.Bazarr?.apiKey)).toBe(apiKey);
    } finally {
      if (away) await suite.server.server.startListener();
    }
    await page.context().close();
  });
});
