import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/suite';

/** Screenshots for a person to look at (git-ignored). */
const ARTIFACTS = path.resolve(__dirname, '../../test-artifacts/searchableSelect');
const PHONE = { width: 390, height: 844 };
const PROVIDER = 'Société Française du Radiotéléphone';

/** Whether an element lies wholly on the phone's screen (reachable without scrolling sideways). */
async function onScreen(page: Page, name: string) {
  const box = await page.getByRole('combobox', { name }).boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width && box.height > 0;
}

describe('a searchable picker on a phone', () => {
  const suite = browserSuite({}, { resetAfterEach: true });

  it('filters the notification providers by what is typed, and a tap picks one', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const context = await suite.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${suite.server.url}settings/notifications`);
    await page.getByRole('button', { name: 'Add Notification' }).tap();
    const modal = page.getByRole('dialog', { name: 'Add Notification' });
    const field = modal.getByRole('combobox', { name: 'Provider' });
    await field.tap();
    expect(await onScreen(page, 'Provider')).toBe(true);
    await page.getByRole('listbox').waitFor();

    // Typed at the keyboard's pace, accents and case left out.
    await page.keyboard.type('SOCIETE francaise');
    const options = page.getByRole('listbox').getByRole('option');
    await options.filter({ hasText: PROVIDER }).waitFor();
    expect(await options.allTextContents()).toEqual([PROVIDER]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'phone-filtered.png') });

    await options.first().tap();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe(PROVIDER);

    await modal.getByRole('textbox', { name: 'URL' }).fill('sfr://user:pw@host');
    await modal.getByRole('button', { name: 'Save' }).tap();
    await modal.waitFor({ state: 'detached' });
    await page
      .getByRole('list', { name: 'Enabled notifications' })
      .getByRole('button', { name: PROVIDER })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
