import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';

/** Debian's Chromium, headless, without the background traffic a test machine must not make. */
const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** Where the browser tests' shared Chromium listens (set by the global set-up for the test workers). */
const SHARED_BROWSER = 'E2E_BROWSER_ENDPOINT';

/** One Chromium for the whole test run, started by the global set-up; each test file connects to it. */
export async function startSharedBrowser(): Promise<BrowserServer> {
  const server = await chromium.launchServer(LAUNCH_OPTIONS);
  process.env[SHARED_BROWSER] = server.wsEndpoint();
  return server;
}

/**
 * The run's shared Chromium when there is one (closing it then only disconnects this file, its contexts with it),
 * else a Chromium of its own (the benchmark, the screenshots).
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[SHARED_BROWSER];
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH_OPTIONS);
}

export interface TestPage {
  page: Page;
  /** Uncaught page errors and console errors, to assert there were none. */
  errors: string[];
}

/** A fresh context and page (desktop size unless told otherwise) that records page errors. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<TestPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/**
 * Resolves once the page's socket has answered its first poll. Call it before the navigation: the socket
 * connects once the page is idle, after the System button already looks calm.
 */
export function socketHandshake(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => response.url().includes('/api/socket.io/') && response.ok(),
  );
}

/**
 * Chooses an item of the menu that was just opened: once the menu has finished opening (it ignores a click while
 * it is still opening, which a busy machine draws slowly), then waits for the menu to close.
 */
export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await item.waitFor();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await item.click();
  await item.waitFor({ state: 'hidden' });
}
