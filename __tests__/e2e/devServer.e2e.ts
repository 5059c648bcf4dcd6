/**
 * The dev server compiles the whole UI in development mode first (a minute or two on busy cores): its test
 * environment starts it and waits until it is ready, before any test's time limit runs.
 * @jest-environment ./__tests__/e2e/support/devServerEnvironment.ts
 */
import { appendFileSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import type { StartedDevServer } from './support/devServerEnvironment';
import { freePort, ROOT, runStartScript } from './support/script';

/** A module of the page's first chunk; the test appends a comment to it and puts it back as it was. */
const PROBED_FILE = path.join(ROOT, 'src/layout/PageLoader.tsx');

describe('npm run dev', () => {
  let dev: StartedDevServer;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    if (!globalThis.__devServer) throw new Error('The test environment started no dev server');
    dev = globalThis.__devServer;
    url = dev.url;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('says it compiles, then serves the rendered page on every client-side route', async () => {
    expect(dev.stdout()).toContain(
      'Compiling the UI in development mode… (about 20 s; open pages reload when a source file changes)',
    );
    const response = await fetch(`${url}series/1`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).not.toContain('{{');
    expect(page).toMatch(/"apiKey":"[0-9a-f]{32}"/);
  });

  it('shows the library, then reloads the page when a source file changes', async () => {
    const { page, errors } = await newPage(browser);
    const connected = page.waitForEvent('console', {
      predicate: (message) => message.text() === '[HMR] connected to the dev server',
    });
    await page.goto(`${url}series`);
    await connected;
    await page.getByRole('link', { name: 'Breaking Bad' }).first().waitFor();
    // Through the API proxy and the socket: the page asked the backend and nothing failed.
    expect(errors).toEqual([]);

    await page.evaluate(() => {
      (window as Window & { beforeTheEdit?: boolean }).beforeTheEdit = true;
    });
    const original = readFileSync(PROBED_FILE);
    const { atime, mtime } = statSync(PROBED_FILE);
    try {
      const update = page.waitForResponse((r) => r.url().endsWith('.hot-update.json'));
      const reloaded = page.waitForEvent('load');
      appendFileSync(PROBED_FILE, '\n// devServer.e2e.ts: a change for the hot reload\n');
      expect((await update).status()).toBe(200);
      await reloaded;
    } finally {
      writeFileSync(PROBED_FILE, original);
      utimesSync(PROBED_FILE, atime, mtime);
    }
    expect(
      await page.evaluate(() => (window as Window & { beforeTheEdit?: boolean }).beforeTheEdit),
    ).toBeUndefined();
    await page.getByRole('link', { name: 'Breaking Bad' }).first().waitFor();
    await page.context().close();
  });

  it('removes an offline shell left on this address by a production build, caches included', async () => {
    const { page } = await newPage(browser);
    await page.goto(url);
    const left = await page.evaluate(async () => {
      const cache = await caches.open('subtitle-desk-assets');
      await cache.put('assets/main.js', new Response('// an old build'));
      await navigator.serviceWorker.register('sw.js');
      // The worker empties the caches and unregisters itself as soon as it is active.
      for (;;) {
        const [registrations, keys] = await Promise.all([
          navigator.serviceWorker.getRegistrations(),
          caches.keys(),
        ]);
        if (registrations.length === 0 && keys.length === 0) return { registrations, keys };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    expect(left).toEqual({ registrations: [], keys: [] });
    await page.context().close();
  });
});

// The busy port and the printed addresses: __tests__/demo/start.test.ts.
describe('npm start', () => {
  it('serves build/ at once when it is newer than the sources', async () => {
    // The browser tests' global setup has just built it.
    const start = runStartScript([], { PORT: String(await freePort()) });
    try {
      const [, url = ''] = await start.waitForOutput(/^Ready at (\S+)$/m);
      expect(start.stdout()).toContain(
        'UI: the production bundle in build/, up to date with the sources',
      );
      expect(start.stdout()).not.toMatch(/Compiling|Building/);
      const page = await (await fetch(url)).text();
      expect(page).toMatch(/assets\/main\.[0-9a-f]{8}\.js/);
    } finally {
      await start.stop();
    }
  });
});
