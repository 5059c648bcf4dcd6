import type { Locator, Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

/** Whether `inner`'s box lies inside `outer`'s (a clipped badge reaches past its scrolling sidebar). */
async function boxInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) throw new Error('no box');
  return (
    a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height
  );
}

/** The current page's link in the navigation, its count badge and the navigation's scrolling box. */
function announcements(page: Page, container: Locator) {
  const nav = container.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: /Announcements/ });
  return { nav, link, badge: link.locator('.chakra-badge') };
}

describe("the sidebar's badges", () => {
  const suite = browserSuite();

  it.each([
    ['light', 1280],
    ['dark', 390],
  ] as const)(
    'keeps the active Announcements badge inside the sidebar, its name whole (%s, %i px)',
    async (colorScheme, width) => {
      const { page } = await newPage(suite.browser, { width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await page.goto(`${suite.server.url}system/announcements`);
      let container = page.locator('aside');
      if (width < 768) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        container = page.getByRole('dialog');
      }
      const { nav, link, badge } = announcements(page, container);
      await badge.waitFor();
      expect(await link.getAttribute('aria-current')).toBe('page');
      expect(await boxInside(badge, nav)).toBe(true);
      // Semibold when current, the name still shows whole: not cut to 'Announcem…'.
      const name = link.getByText('Announcements', { exact: true });
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
      await page.context().close();
    },
    20_000,
  );
});
