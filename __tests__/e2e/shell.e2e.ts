import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../../src/demo/core/backend';
import { newPage, socketHandshake, chooseMenuItem } from './support/browser';
import { browserSuite } from './support/suite';

/** The pathname of the page, for comparing with the expected route under the base URL. */
function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

const systemButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'System', exact: true });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

describe('the shell in a browser', () => {
  const suite = browserSuite({ baseUrl: '/bazarr' }, { resetAfterEach: true });

  it('lands on the series list and shows the wanted counts the backend reports', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await waitForPath(page, '/bazarr/series');

    const badges = (await (
      await fetch(`${suite.server.url}api/badges`, {
        headers: { 'X-API-KEY': suite.server.backend.apiKey() },
      })
    ).json()) as { episodes: number; movies: number };
    const wanted = sidebar(page).getByRole('button', { name: /Wanted/ });
    await wanted.getByText(String(badges.episodes + badges.movies), { exact: true }).waitFor();
    await wanted.click();
    await sidebar(page)
      .getByRole('link', { name: `Episodes ${badges.episodes}`, exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finds a series by an accent-less query and opens it', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await waitForPath(page, '/bazarr/series');
    const pokemon = [...suite.server.backend.state.series.values()].find(
      (series) => series.title === 'Pokémon',
    );
    if (!pokemon) throw new Error('The demo library has no Pokémon series');

    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('pokemon');
    const option = page.getByRole('option', { name: /^Pokémon \(\d{4}\)$/ });
    await option.click();
    await waitForPath(page, `/bazarr/series/${pokemon.id}`);
    expect(await search.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the command palette with Ctrl+K and goes to a page and a movie by keyboard only', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await waitForPath(page, '/bazarr/series');
    await sidebar(page).waitFor();

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const command = palette.getByRole('combobox', { name: 'Command' });
    await command.waitFor();
    await page.keyboard.type('blacklist movies');
    await palette
      .getByRole('option', { name: /Movies/ })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/bazarr/blacklist/movies');
    await palette.waitFor({ state: 'detached' });

    await page.keyboard.press('Control+k');
    await command.waitFor();
    await page.keyboard.type('amelie');
    await palette.getByRole('option', { name: /Amélie/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/bazarr\/movies\/\d+$/.test(url.pathname));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}no/such/page`);
    await page.getByText('The Request URL No Found').waitFor();
    expect(pathOf(page)).toBe('/bazarr/no/such/page');
    await page.context().close();
  });

  it('shows the offline state while the backend is away and recovers without a reload', async () => {
    const { page } = await newPage(suite.browser);
    // The socket connects once the page is idle: wait for its handshake, so going away is a change the page
    // can notice.
    const socketUp = socketHandshake(page);
    await page.goto(suite.server.url);
    await waitForPath(page, '/bazarr/series');
    await systemButton(page).waitFor();
    await page.evaluate(() => Object.assign(window, { shellMarker: 'same page' }));
    await socketUp;
    await page.waitForSelector('button[aria-label="System"]:not([data-loading])');

    await suite.server.server.stopListener();
    await page.waitForSelector('button[aria-label="System"][data-loading]');
    await suite.server.server.startListener();
    await page.waitForSelector('button[aria-label="System"]:not([data-loading])', {
      timeout: 30_000,
    });

    expect(await page.evaluate(() => (window as { shellMarker?: string }).shellMarker)).toBe(
      'same page',
    );
    await sidebar(page).waitFor();
    await page.context().close();
    // socket.io waits up to 5 s between attempts to reconnect.
  });
});

describe('form authentication in a browser', () => {
  const suite = browserSuite({ auth: 'form' });

  async function logIn(page: Page, password: string) {
    await page.getByLabel('Username').fill(DEMO_CREDENTIALS.username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  it('keeps a wrong password on the login page, lets the right one in, and logs out', async () => {
    const { page } = await newPage(suite.browser);
    await page.goto(suite.server.url);
    await waitForPath(page, '/login');

    await logIn(page, 'not-the-password');
    await page.getByText('Wrong username or password').waitFor();
    expect(pathOf(page)).toBe('/login');

    await logIn(page, DEMO_CREDENTIALS.password);
    await waitForPath(page, '/series');
    await sidebar(page).waitFor();

    await systemButton(page).click();
    await chooseMenuItem(page, 'Logout');
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // The page was loaded afresh without the key: the library stays closed.
    await page.goto(`${suite.server.url}series`);
    await waitForPath(page, '/login');
    await page.context().close();
  });
});
