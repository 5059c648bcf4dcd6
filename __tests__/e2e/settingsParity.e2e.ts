import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(90_000);

/** Saves the settings page and waits until the form has reset to what the server now holds. */
async function saveSettings(page: Page, changes: number): Promise<void> {
  await page.getByRole('button', { name: `Save ${changes}` }).click();
  await page.getByRole('button', { name: 'Save 0' }).waitFor();
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
    expect(await settingsLinks.allTextContents()).toEqual(['Radarr', 'Plex', 'Notifications']);
    await settingsLinks.filter({ hasText: 'Plex' }).click();
    await page.getByRole('heading', { name: 'Plex', level: 1 }).waitFor();

    await page.getByRole('checkbox', { name: 'Enabled' }).check({ force: true });
    const host = page.getByRole('region', { name: 'Host' });
    await host.getByRole('textbox', { name: 'Address' }).fill('plex.lan');
    await host.getByRole('textbox', { name: 'API Token' }).fill('plex-token');
    const movies = page.getByRole('region', { name: 'Movie Library' });
    await movies.getByRole('textbox', { name: 'Name of the library' }).fill('Films');
    await movies
      .getByRole('checkbox', {
        name: 'Mark the movie as recently added after downloading subtitles',
      })
      .check({ force: true });
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
});
