import type { Page } from 'playwright-core';
import { browserSuite } from './support/suite';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** The colour of the swatch labelled `label`: the first colour of its background gradient (Chakra's ColorSwatch paints with one). */
async function swatchColour(page: Page, selector: string, label: string) {
  return page.evaluate(
    ([swatchSelector, text]) => {
      // The label follows the swatch (legend), or opens the group that follows it (tooltip: label, value).
      const swatch = [...document.querySelectorAll(swatchSelector)].find((candidate) => {
        const next = candidate.nextElementSibling;
        return (next?.firstElementChild ?? next)?.textContent === text;
      });
      if (!swatch) return null;
      const style = getComputedStyle(swatch);
      const box = swatch.getBoundingClientRect();
      return {
        colour: /rgba?\([^)]*\)/.exec(style.backgroundImage)?.[0] ?? style.backgroundColor,
        width: box.width,
        height: box.height,
      };
    },
    [selector, label] as const,
  );
}

/** The computed fill of the first bar of a series. */
function barFill(page: Page, name: string) {
  return page
    .locator(`path.recharts-rectangle[name="${name}"]`)
    .first()
    .evaluate((bar) => getComputedStyle(bar).fill);
}

describe.each(['light', 'dark'] as const)('statistics chart in the %s theme', (colorScheme) => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme,
    });
    page = await context.newPage();
    await page.goto(`${suite.server.url}history/stats`);
    await page.locator('path.recharts-rectangle[name="Movies"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      colorScheme === 'dark',
    );
  });

  it('shows a legend swatch per series, in the colour of its bars, Series first', async () => {
    const colours: string[] = [];
    for (const name of ['Series', 'Movies']) {
      const swatch = await swatchColour(page, '.recharts-legend-wrapper span[data-value]', name);
      const fill = await barFill(page, name);
      expect(fill).not.toBe(TRANSPARENT);
      expect(swatch).toEqual({ colour: fill, width: 8, height: 8 });
      colours.push(fill);
    }
    expect(colours[0]).not.toBe(colours[1]);
    expect(await page.locator('.recharts-legend-wrapper').innerText()).toMatch(/^Series\s+Movies$/);
  });

  it('shows the same swatches in the tooltip of a day', async () => {
    await page.locator('path.recharts-rectangle[name="Series"]').last().hover();
    const tooltip = page.locator('.recharts-tooltip-wrapper span[data-value]');
    await tooltip.first().waitFor();
    for (const name of ['Series', 'Movies']) {
      const swatch = await swatchColour(page, '.recharts-tooltip-wrapper span[data-value]', name);
      expect(swatch?.colour).toBe(await barFill(page, name));
      expect(swatch?.width).toBeGreaterThan(0);
    }
  });
});
