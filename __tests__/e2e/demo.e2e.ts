import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

describe('the demo server with the production bundle', () => {
  const suite = browserSuite({ baseUrl: '/bazarr' });

  it('serves the page with the API key and base URL injected', async () => {
    const { page } = await newPage(suite.browser);
    const response = await page.goto(suite.server.url);
    expect(response?.status()).toBe(200);
    const injected = await page.evaluate(() => window.Bazarr);
    expect(injected).toEqual({
      baseUrl: '/bazarr',
      canUpdate: false,
      hasUpdate: false,
      apiKey: suite.server.backend.apiKey(),
    });
    await page.context().close();
  });

  it('refuses the API without a key and answers with one', async () => {
    const without = await fetch(`${suite.server.url}api/series`);
    expect(without.status).toBe(401);
    const withKey = await fetch(`${suite.server.url}api/series?length=2`, {
      headers: { 'X-API-KEY': suite.server.backend.apiKey() },
    });
    expect(withKey.status).toBe(200);
    const json = (await withKey.json()) as { data: unknown[]; total: number };
    expect(json.data).toHaveLength(2);
    expect(json.total).toBe(suite.server.backend.state.series.size);
  });
});
