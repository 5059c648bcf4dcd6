import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

const saveButton = (page: Page) => page.getByRole('button', { name: /^Save \d+$/ });

/** Saves the settings page and waits until the form has reset to what the server now holds. */
async function saveSettings(page: Page, changes: number): Promise<void> {
  await saveButton(page)
    .filter({ hasText: String(changes) })
    .click();
  await page.getByRole('button', { name: 'Save 0' }).waitFor();
}

describe('settings in a browser', () => {
  const suite = browserSuite({ baseUrl: '/bazarr' }, { resetAfterEach: true });

  it('adds a language profile, saves it, and finds it again after a reload', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}settings/languages`);
    const profiles = page.getByRole('table', { name: 'Languages Profiles' });
    await profiles.waitFor();

    await page.getByRole('button', { name: 'Add New Profile' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Languages Profile' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Must have a name').waitFor();
    await editor.getByLabel('Name').fill('Browser Profile');
    await editor.getByRole('button', { name: 'Add Language' }).click();
    await editor.getByRole('combobox', { name: 'Subtitles type of item 1' }).click();
    await page.getByRole('option', { name: 'Hearing-impaired required' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden' });
    await profiles.getByText('Browser Profile').waitFor();

    await saveSettings(page, 1);
    const stored = suite.server.backend.state.profiles.find(
      (profile) => profile.name === 'Browser Profile',
    );
    expect(stored).toMatchObject({
      profileId: 6,
      items: [{ id: 1, language: 'en', hi: 'True', forced: 'False' }],
    });

    await page.reload();
    await page
      .getByRole('table', { name: 'Languages Profiles' })
      .getByText('Browser Profile')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Save 0' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('enables a provider with its credentials, and finds it enabled after a reload', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}settings/providers`);
    const enabled = page.getByRole('list', { name: 'Enabled providers' });
    await enabled.getByRole('button', { name: 'Add Provider' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Provider' });
    await modal.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'Addic7ed', exact: true }).click();
    await modal.getByText('Requires Anti-Captcha Provider or cookies').waitFor();
    await modal.getByRole('textbox', { name: 'Username' }).fill('subtitle-fan');
    await modal.getByLabel('Password', { exact: true }).fill('hunter22');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'hidden' });
    await enabled.getByRole('button', { name: 'Addic7ed' }).waitFor();

    await saveSettings(page, 3);
    expect(suite.server.backend.state.settings.general?.enabled_providers).toContain('addic7ed');
    expect(suite.server.backend.state.settings.addic7ed).toMatchObject({
      username: 'subtitle-fan',
      password: 'hunter22',
    });

    await page.reload();
    await page
      .getByRole('list', { name: 'Enabled providers' })
      .getByRole('button', { name: 'Addic7ed' })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks before leaving with unsaved changes, by a link or the back button', async () => {
    const { page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}settings/scheduler`);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'General' }).click();
    await page.getByLabel('Address').fill('0.0.0.0');
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    const question = dialog.getByText(
      'You have 1 unsaved changes, are you sure you want to leave?',
    );

    await page.evaluate(() => window.history.back());
    await question.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${suite.server.url}settings/general`);
    expect(await page.getByLabel('Address').inputValue()).toBe('0.0.0.0');

    await navigation.getByRole('link', { name: 'Scheduler' }).click();
    await question.waitFor();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { name: 'Scheduler', level: 1 }).waitFor();
    await page.context().close();
  });

  it('keeps a negative backup retention as typed, refuses it, and saves 0 only when emptied', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}settings/general`);
    const retention = page.getByRole('spinbutton', { name: 'Retention (days)' });
    await retention.fill('-5');
    await retention.blur();
    await page.getByText('Retention cannot be negative').waitFor();
    expect(await retention.inputValue()).toBe('-5');
    expect(await retention.getAttribute('aria-invalid')).toBe('true');
    expect(await saveButton(page).isDisabled()).toBe(true);

    await retention.fill('');
    await retention.blur();
    expect(await retention.inputValue()).toBe('');
    await saveSettings(page, 1);
    expect(suite.server.backend.state.settings.backup?.retention).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sets form authentication, then logs in with it', async () => {
    const { page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}settings/general`);
    await page.getByRole('combobox', { name: 'Authentication' }).click();
    await page.getByRole('option', { name: 'Form' }).click();
    await page.getByLabel('Username').fill('captain');
    await page.getByLabel('Password', { exact: true }).fill('s3cret-words');
    await saveSettings(page, 3);
    expect(suite.server.backend.state.settings.auth).toMatchObject({
      type: 'form',
      username: 'captain',
    });
    await page.context().close();

    // A new visitor has no session: the server serves the page without the key, and the app asks to log in.
    const visitor = await newPage(suite.browser);
    await visitor.page.goto(suite.server.url);
    await visitor.page.waitForURL((url) => url.pathname === '/bazarr/login');
    await visitor.page.getByLabel('Username').fill('captain');
    await visitor.page.getByLabel('Password', { exact: true }).fill('wrong');
    await visitor.page.getByRole('button', { name: 'Login' }).click();
    await visitor.page.getByText('Wrong username or password').waitFor();
    await visitor.page.getByLabel('Password', { exact: true }).fill('s3cret-words');
    await visitor.page.getByRole('button', { name: 'Login' }).click();
    await visitor.page.waitForURL((url) => url.pathname === '/bazarr/series');
    await visitor.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await visitor.page.context().close();
  });
});
