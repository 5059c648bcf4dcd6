import type { BrowserServer } from 'playwright-core';
import { startSharedBrowser } from './browser';
import { startUiBuild } from './uiBuild';

declare global {
  var __uiBuild: Promise<void> | undefined;
  var __sharedBrowser: BrowserServer | undefined;
}

/**
 * Starts the production build the browser tests need (when build/ is stale) without waiting for it: the unit
 * tests run meanwhile, and each browser test file waits for it (support/environment.ts). Starts the one Chromium
 * every browser test file connects to, instead of a launch per file.
 */
export default async function globalSetup(): Promise<void> {
  globalThis.__uiBuild = startUiBuild();
  globalThis.__sharedBrowser = await startSharedBrowser();
}
