import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/suite';
import { ALL_ROUTES, routePath, waitForContent } from './support/routes';

/** Screenshots for a person to look at (git-ignored). */
const ARTIFACTS = path.resolve(__dirname, '../../test-artifacts/mobile');
const WIDTH = 390;
/**
 * A whole page load, a screenshot and the drawer opened and closed: about 2 s each, but up to ten times that while
 * the other browser suites share the machine's two cores (CI once passed 20 s on /settings/subtitles).
 */
const ROUTE_TIMEOUT_MS = 45_000;

/** What sticks out sideways: the page itself, or the page area (tables scroll inside their own box). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const main = document.querySelector('main');
    // The elements wider than the screen that make the page area scroll, to say what to fix.
    const culprits = main
      ? [...main.querySelectorAll<HTMLElement>('*')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((element) => !element.closest('[data-scroll-x], .chakra-table__scrollArea'))
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120))
      : [];
    return {
      page: root.scrollWidth - window.innerWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
      culprits,
    };
  });
}

describe(`every route at ${WIDTH} px`, () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const context = await suite.browser.newContext({
      viewport: { width: WIDTH, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
  });

  it.each(ALL_ROUTES)(
    '/%s fits the screen, with the sidebar behind the hamburger',
    async (route) => {
      await page.goto(`${suite.server.url}${routePath(suite.server, route)}`);
      await waitForContent(page);
      await page.screenshot({
        path: path.join(ARTIFACTS, `${route.replace(/[/:]/g, '_')}.png`),
        fullPage: false,
      });

      const sizes = await overflow(page);
      // On failure, shows by how much and which elements stick out.
      expect(sizes.page <= 0 && sizes.main <= 0 ? 'fits' : sizes).toBe('fits');

      if (route === 'login') return;
      // The sidebar is not on the page; the hamburger opens it as a drawer.
      expect(await page.locator('aside').isVisible()).toBe(false);
      await page.getByRole('button', { name: /navigation/i }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    },
    ROUTE_TIMEOUT_MS,
  );
});
