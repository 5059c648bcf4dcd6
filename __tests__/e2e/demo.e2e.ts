import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startDemoServer, type StartedDemoServer } from './support/demoServer';

describe('the demo server with the production bundle', () => {
  let server: StartedDemoServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startDemoServer({ baseUrl: '/bazarr' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the page with the API key and base URL injected', async () => {
    const { page } = await newPage(browser);
    const response = await page.goto(server.url);
    expect(response?.status()).toBe(200);
    const injected = await page.evaluate(() => window.Bazarr);
    expect(injected).toEqual({
      baseUrl: '/bazarr',
      canUpdate: false,
      hasUpdate: false,
      apiKey: server.backend.apiKey(),
    });
    await page.context().close();
  });

  it('refuses the API without a key and answers with one', async () => {
    const without = await fetch(`${server.url}api/series`);
    expect(without.status).toBe(401);
    const withKey = await fetch(`${server.url}api/series?length=2`, {
      headers: { 'X-API-KEY': server.backend.apiKey() },
    });
    expect(withKey.status).toBe(200);
    const json = (await withKey.json()) as { data: unknown[]; total: number };
    expect(json.data).toHaveLength(2);
    expect(json.total).toBe(server.backend.state.series.size);
  });
});
