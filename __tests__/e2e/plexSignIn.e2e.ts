import type { Locator, Page } from 'playwright-core';
import { authorizePlexPins } from '../../src/demo/core/routes/plex';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

/** Picks options of a select field of a section, then closes its list. */
async function pick(page: Page, section: Locator, field: string, options: string[]) {
  await section.getByRole('combobox', { name: field }).click();
  const listbox = page.getByRole('listbox');
  for (const option of options) await listbox.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
}

describe('Settings > Plex on Bazarr 1.5.6, in the browser', () => {
  const suite = browserSuite({ bazarrVersion: '1.5.6' });

  it('signs in with a plex.tv PIN on a phone, picks a server and a library, and saves them', async () => {
    suite.server.control.mutate((state) => {
      state.settings.general!.use_plex = true;
    });
    const { page, errors } = await newPage(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.server.url}settings/plex`);
    await page.getByRole('button', { name: 'Connect to Plex' }).click();
    const flow = page.getByRole('group', { name: 'Plex sign-in' });
    await flow.getByRole('status').getByText('Waiting for you to sign in at plex.tv...').waitFor();
    const link = flow.getByRole('link', { name: /Open plex\.tv to sign in/ });
    expect(await link.getAttribute('target')).toBe('_blank');

    // The user signs in at plex.tv in the other tab; the page's next check finds it.
    suite.server.control.mutate(authorizePlexPins);
    await page.getByText('Connected as demo-plex (demo-plex@example.com)').waitFor();

    const server = page.getByRole('region', { name: 'Plex Server' });
    await pick(page, server, 'Server', ['Cabin (Windows - v1.40.5.8897)']);
    await server.getByRole('button', { name: 'Select Server' }).click();
    await server.getByText(/Bazarr uses Cabin/).waitFor();

    const movies = page.getByRole('region', { name: 'Movie Library' });
    await movies.getByRole('combobox', { name: 'Library Name' }).waitFor();
    await pick(page, movies, 'Library Name', ['Films (40 items)']);
    await page.getByRole('button', { name: 'Save 2' }).click();
    await page.getByRole('button', { name: 'Save 0' }).waitFor();
    expect(suite.server.backend.state.settings.plex).toMatchObject({
      server_name: 'Cabin',
      movie_library: ['Films'],
      movie_library_ids: ['1'],
      auth_method: 'oauth',
    });
    // Nothing of the page sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
