import type { Locator, Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

/** Saves the settings page and waits until the form has reset to what the server now holds. */
async function saveSettings(page: Page, changes: number): Promise<void> {
  await page.getByRole('button', { name: `Save ${changes}` }).click();
  await page.getByRole('button', { name: 'Save 0' }).waitFor();
}

/**
 * Flips a switch by clicking its label, as a user does (its input is visually hidden), once nothing covers it
 * (a closing dialog's backdrop), and waits for the new state.
 */
async function flip(scope: Locator | Page, name: string, checked: boolean): Promise<void> {
  await scope.getByText(name, { exact: true }).click();
  await scope.getByRole('checkbox', { name, checked }).waitFor({ state: 'attached' });
}

describe('settings Bazarr has beside the spec, in a browser', () => {
  const suite = browserSuite({}, { resetAfterEach: true });

  it('enables Plex from the sidebar, saves its host and libraries, and finds them after a reload', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}settings/radarr`);
    const settingsLinks = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link')
      .filter({ hasText: /^(Radarr|Plex|Notifications)$/ });
    await settingsLinks.nth(2).waitFor();
    expect(await settingsLinks.allTextContents()).toEqual(['Radarr', 'Plex', 'Notifications']);
    await settingsLinks.filter({ hasText: 'Plex' }).click();
    await page.getByRole('heading', { name: 'Plex', level: 1 }).waitFor();

    await flip(page, 'Enabled', true);
    const host = page.getByRole('region', { name: 'Host' });
    await host.getByRole('textbox', { name: 'Address' }).fill('plex.lan');
    await host.getByRole('textbox', { name: 'API Token' }).fill('plex-token');
    const movies = page.getByRole('region', { name: 'Movie Library' });
    await movies.getByRole('textbox', { name: 'Name of the library' }).fill('Films');
    await flip(movies, 'Mark the movie as recently added after downloading subtitles', true);
    await saveSettings(page, 5);
    expect(suite.server.backend.state.settings.general?.use_plex).toBe(true);
    expect(suite.server.backend.state.settings.plex).toMatchObject({
      ip: 'plex.lan',
      apikey: 'plex-token',
      movie_library: 'Films',
      set_movie_added: true,
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Plex', level: 1 }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Enabled' }).isChecked()).toBe(true);
    expect(await host.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('plex.lan');
    expect(await host.getByRole('textbox', { name: 'API Token' }).inputValue()).toBe('plex-token');
    expect(await movies.getByRole('textbox', { name: 'Name of the library' }).inputValue()).toBe(
      'Films',
    );
    expect(
      await movies
        .getByRole('checkbox', {
          name: 'Mark the movie as recently added after downloading subtitles',
        })
        .isChecked(),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('saves a profile Tag and the tag-based selection settings, and finds them after a reload', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}settings/languages`);
    const profiles = page.getByRole('table', { name: 'Languages Profiles' });
    await profiles.waitFor();
    await page.getByRole('button', { name: 'Edit English + French' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Languages Profile' });
    await editor.getByRole('textbox', { name: 'Tag' }).pressSequentially('Kids Shows');
    expect(await editor.getByRole('textbox', { name: 'Tag' }).inputValue()).toBe('kids_shows');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden' });

    const tags = page.getByRole('region', {
      name: 'Tag-Based Automatic Language Profile Selection',
    });
    await flip(tags, 'Series', false);
    const remove = tags.getByRole('textbox', { name: 'Remove Profile Tags' });
    await remove.pressSequentially('No Profile!');
    await remove.press('Enter');
    await tags.getByText('noprofile', { exact: true }).waitFor();
    await saveSettings(page, 3);
    expect(suite.server.backend.state.settings.general).toMatchObject({
      serie_tag_enabled: false,
      movie_tag_enabled: true,
      remove_profile_tags: ['noprofile'],
    });

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'English + French' });
    await row.getByText('kids_shows', { exact: true }).waitFor();
    expect(await tags.getByRole('checkbox', { name: 'Series' }).isChecked()).toBe(false);
    expect(await tags.getByRole('checkbox', { name: 'Movies' }).isChecked()).toBe(true);
    await tags.getByText('noprofile', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
