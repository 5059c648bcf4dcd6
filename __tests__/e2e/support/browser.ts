import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, without the background traffic a test machine must not make. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  });
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
