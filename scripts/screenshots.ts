import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../__tests__/e2e/support/browser';
import { startDemoServer } from '../__tests__/e2e/support/demoServer';
import { waitForContent } from '../__tests__/e2e/support/routes';
import { buildIsFresh, ROOT } from '../src/demo/server/ui';

/** `npm run screenshots`: the README's pictures, from the demo library and the production bundle. */
const SHOTS = [
  {
    file: 'light.png',
    route: 'series',
    colorScheme: 'light',
    viewport: { width: 1280, height: 720 },
  },
  {
    file: 'dark.png',
    route: 'series/1',
    colorScheme: 'dark',
    viewport: { width: 1280, height: 720 },
  },
  {
    file: 'phone.png',
    route: 'movies',
    colorScheme: 'light',
    viewport: { width: 390, height: 780 },
  },
] as const;

async function main(): Promise<void> {
  if (!buildIsFresh()) execSync('npm run build --silent', { cwd: ROOT, stdio: 'inherit' });
  const outDir = path.join(ROOT, 'docs/screenshots');
  mkdirSync(outDir, { recursive: true });
  const server = await startDemoServer();
  const browser = await launchBrowser();
  try {
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        viewport: shot.viewport,
        colorScheme: shot.colorScheme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.goto(`${server.url}${shot.route}`);
      await waitForContent(page);
      // Fonts and posters settle; the caret of a focused field would differ from one run to the next.
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.screenshot({ path: path.join(outDir, shot.file) });
      await context.close();
      console.log(`docs/screenshots/${shot.file}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
