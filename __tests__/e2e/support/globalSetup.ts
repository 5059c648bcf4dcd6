import { startUiBuild } from './uiBuild';

declare global {
  var __uiBuild: Promise<void> | undefined;
}

/**
 * Starts the production build the browser tests need (when build/ is stale) without waiting for it: the unit
 * tests run meanwhile, and each browser test file waits for it (support/environment.ts).
 */
export default function globalSetup(): void {
  globalThis.__uiBuild = startUiBuild();
}
