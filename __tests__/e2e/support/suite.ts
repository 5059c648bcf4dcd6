import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startDemoServer, type StartedDemoServer } from './demoServer';

export interface BrowserSuite {
  server: StartedDemoServer;
  browser: Browser;
}

/**
 * The demo server and headless Chromium for the tests of one describe block: started before them and stopped
 * after them. With `resetAfterEach`, the backend's state goes back to its seed after each test.
 * Usage: `const suite = browserSuite({ baseUrl: '/bazarr' }); ... newPage(suite.browser); suite.server.url`.
 */
export function browserSuite(
  options: Parameters<typeof startDemoServer>[0] = {},
  { resetAfterEach = false }: { resetAfterEach?: boolean } = {},
): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.server = await startDemoServer(options);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  if (resetAfterEach) afterEach(() => suite.server.control.reset());
  return suite;
}
