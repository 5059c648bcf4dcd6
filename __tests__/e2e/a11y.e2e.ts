import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/suite';
import { chooseMenuItem } from './support/browser';
import { ALL_ROUTES, routePath, waitForContent } from './support/routes';

const AXE = path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe-core on the whole document: the serious and critical violations, one line per rule and node. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Colours mid-transition (a dialog fading in, a button's hover) are blends no user reads: let them settle.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `${violation.id} (${violation.impact}) ${JSON.stringify(node.target)}: ${violation.help}. ${node.failureSummary ?? ''}`,
        ),
    );
}

describe('accessibility in the light and dark themes', () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    // The theme setting is 'auto': it follows the system's scheme, also when the system changes it.
    const context = await suite.browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
    });
    page = await context.newPage();
  });

  /** The serious violations of the page in one scheme, once the page shows it. */
  async function violationsIn(colorScheme: 'light' | 'dark'): Promise<string[]> {
    await page.emulateMedia({ colorScheme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      colorScheme === 'dark',
    );
    return seriousViolations(page);
  }

  // One load per route, both schemes checked on it: the dark one as a user switching the system's scheme sees it.
  it.each(ALL_ROUTES)('/%s has no serious or critical axe violation', async (route) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${suite.server.url}${routePath(suite.server, route)}`);
    await waitForContent(page);
    const light = await violationsIn('light');
    const dark = await violationsIn('dark');
    expect({ light, dark }).toEqual({ light: [], dark: [] });
  });
});

describe('modals and the keyboard', () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    page = await (
      await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
  });

  /** Modals opened on `route` by the button `opener`, or by the item `opener` of the menu button (4th). */
  const modals: [string, string, string, string | null][] = [
    ['the profile editor', 'settings/languages', 'Add New Profile', null],
    ['the series editor', 'series/:series', 'Edit Series', null],
    ['the movie history', 'movies/:movie', 'History', 'More Actions'],
  ];

  it.each(modals)(
    '%s keeps focus inside, has no serious axe violation and closes with Escape',
    async (_name, route, opener, menu) => {
      await page.goto(`${suite.server.url}${routePath(suite.server, route)}`);
      await waitForContent(page);
      if (menu) {
        await page.getByRole('button', { name: menu }).click();
        await chooseMenuItem(page, opener);
      } else {
        await page.getByRole('button', { name: opener, exact: true }).click();
      }
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
      expect(await seriousViolations(page)).toEqual([]);

      for (let step = 0; step < 15; step += 1) {
        await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
        expect(
          await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
        ).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
  );
});

describe('Settings > Jellyfin on Bazarr 1.6.1, Jellyfin on and its server tested', () => {
  const suite = browserSuite({ bazarrVersion: '1.6.1' });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe violation in the %s theme',
    async (colorScheme) => {
      suite.server.control.mutate((state) => {
        state.settings.general!.use_jellyfin = true;
      });
      const context = await suite.browser.newContext({
        viewport: { width: 1280, height: 800 },
        colorScheme,
      });
      const page = await context.newPage();
      await page.goto(`${suite.server.url}settings/jellyfin`);
      await waitForContent(page);
      await page.getByRole('button', { name: 'Test Connection' }).click();
      await page.getByRole('button', { name: /^Connected to Demo Jellyfin/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
