import type { Page } from 'playwright-core';
import { languageInfo } from '../../src/demo/core/state/languages';
import { PAUSED_MESSAGE } from '../../src/tasks/taskRunner';
import { newPage, socketHandshake } from './support/browser';
import { browserSuite } from './support/suite';

const systemButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'System', exact: true });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const ONLINE = 'button[aria-label="System"]:not([data-loading])';
const OFFLINE = 'button[aria-label="System"][data-loading]';

/** socket.io waits up to 5 s between attempts to reconnect. */
const RECONNECT_TIMEOUT = 30_000;

/** Loads a page of the app and waits for the shell and the socket. */
async function open(page: Page, url: string): Promise<void> {
  const socketUp = socketHandshake(page);
  await page.goto(url);
  await sidebar(page).waitFor();
  await socketUp;
  await page.waitForSelector(ONLINE);
}

/** Records on the page whether the System button ever showed the offline state. */
async function watchOffline(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const flags = window as unknown as { sawOffline: boolean };
    flags.sawOffline = false;
    new MutationObserver(() => {
      if (document.querySelector('button[aria-label="System"][data-loading]'))
        flags.sawOffline = true;
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawOffline: boolean }).sawOffline);
}

describe('the app when the backend misbehaves', () => {
  const suite = browserSuite();

  afterEach(async () => {
    if (!suite.server.server.http.listening) await suite.server.server.startListener();
    suite.server.control.reset();
  });

  it('keeps the page and the text typed in a modal while the backend is away', async () => {
    const { page } = await newPage(suite.browser);
    await open(page, `${suite.server.url}settings/languages`);
    await page.getByRole('button', { name: 'Add New Profile' }).click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('Typed while offline');

    await suite.server.server.stopListener();
    await page.waitForSelector(OFFLINE);
    await name.pressSequentially(' and more');
    // Under the modal (hidden from the accessibility tree while it is open), the shell is still there.
    expect(await page.locator('aside nav').isVisible()).toBe(true);

    await suite.server.server.startListener();
    await page.waitForSelector(ONLINE, { timeout: RECONNECT_TIMEOUT });
    expect(await name.inputValue()).toBe('Typed while offline and more');
    expect(await dialog.isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps a settings form being edited across an outage', async () => {
    const { page } = await newPage(suite.browser);
    await open(page, `${suite.server.url}settings/general`);
    const address = page.getByRole('textbox', { name: 'Address' });
    await address.fill('10.0.0.7');

    await suite.server.server.stopListener();
    await page.waitForSelector(OFFLINE);
    await suite.server.server.startListener();
    await page.waitForSelector(ONLINE, { timeout: RECONNECT_TIMEOUT });
    expect(await address.inputValue()).toBe('10.0.0.7');
    await page.getByRole('button', { name: /Save/ }).first().waitFor();
    await page.context().close();
  });

  it('pauses a background task whose request was cut, and runs it when the backend is back', async () => {
    const { page } = await newPage(suite.browser);
    const { derived, state } = suite.server.backend;
    const movieId = derived.wantedMovieIds()[0];
    const movie = movieId === undefined ? undefined : state.movies.get(movieId);
    const [missing] = movie ? derived.movie(movie.id) : [];
    if (!movie || !missing) throw new Error('The demo library has no wanted movie');
    const language = languageInfo(missing.code2).name;

    await open(page, `${suite.server.url}wanted/movies`);
    const row = page
      .getByRole('table', { name: 'Wanted Movies', exact: true })
      .getByRole('row')
      .filter({ hasText: movie.title });
    // The search request hangs long enough for the backend to go away under it.
    suite.server.control.setFaults({ delayMs: 20_000 });
    await row
      .getByRole('button', { name: `${language} subtitles` })
      .first()
      .click();
    await page.getByText(`[1/1] ${movie.title} ${language}`, { exact: true }).waitFor();

    await suite.server.server.stopListener();
    await page.getByText(`[1/1] ${movie.title} ${language}: ${PAUSED_MESSAGE}`).waitFor();
    suite.server.control.clearFaults();
    suite.server.control.clearRequests();
    await suite.server.server.startListener();
    await page.getByText('All Tasks Completed').waitFor({ timeout: RECONNECT_TIMEOUT });
    const searches = suite.server.control.requests.filter(
      (request) => request.method === 'PATCH' && request.path === '/api/movies/subtitles',
    );
    expect(searches.map((request) => request.status)).toEqual([204]);
    await page.context().close();
  });

  it("shows the 'Error 500' notification (docs/behaviour.md §8) with the server's text, and the page recovers on Retry", async () => {
    const { page, errors } = await newPage(suite.browser);
    await open(page, `${suite.server.url}system/status`);
    suite.server.control.setFaults({ failStatus: 500, failPaths: ['/api/system/tasks'] });
    await sidebar(page).getByRole('link', { name: 'Tasks' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Error 500' });
    await toast.filter({ hasText: 'Demo fault: 500' }).first().waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();

    suite.server.control.clearFaults();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1).waitFor();
    expect(errors.filter((text) => !text.includes('500'))).toEqual([]);
    await page.context().close();
  });

  it('shows an error, not a crash, for a malformed JSON answer', async () => {
    const { page } = await newPage(suite.browser);
    await open(page, `${suite.server.url}system/status`);
    suite.server.control.setFaults({ malformedJson: true });
    await sidebar(page).getByRole('link', { name: 'Logs' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page
      .getByText(/malformed/i)
      .first()
      .waitFor();
    expect(await page.getByText('Oops! UI is crashed!').count()).toBe(0);
    expect(await sidebar(page).isVisible()).toBe(true);
    await page.context().close();
  });

  it('says the key was refused, not a login form, when the backend answers 401 to the key the page holds', async () => {
    const { page } = await newPage(suite.browser);
    await open(page, `${suite.server.url}system/status`);
    suite.server.control.setFaults({ force401: true });
    await sidebar(page).getByRole('link', { name: 'Tasks' }).click();
    await page.getByRole('heading', { name: 'Bazarr refused the API key' }).waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the offline state when the socket drops, then recovers by itself', async () => {
    const { page } = await newPage(suite.browser);
    await open(page, `${suite.server.url}series`);
    const sawOffline = await watchOffline(page);
    suite.server.server.dropSockets();
    await page.waitForFunction(() => (window as unknown as { sawOffline: boolean }).sawOffline);
    await page.waitForSelector(ONLINE, { timeout: RECONNECT_TIMEOUT });
    expect(await sawOffline()).toBe(true);
    expect(await systemButton(page).isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows a loading state while a slow backend answers a list', async () => {
    const { page } = await newPage(suite.browser);
    await open(page, `${suite.server.url}system/status`);
    suite.server.control.setFaults({ delayMs: 3000 });
    await sidebar(page).getByRole('link', { name: 'Movies' }).click();
    // While waiting: a busy table or placeholder rows, not an empty list.
    await page
      .locator('table[aria-busy="true"], [data-testid="placeholder-row"], .chakra-skeleton')
      .first()
      .waitFor();
    expect(await page.getByText('No movies found', { exact: true }).count()).toBe(0);
    suite.server.control.clearFaults();
    await page
      .getByText(/Show \d+ to \d+ of \d+ entries/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('sends a mutation once when its button is double-clicked', async () => {
    const { page } = await newPage(suite.browser);
    await open(page, `${suite.server.url}system/backup`);
    suite.server.control.setFaults({ delayMs: 500 });
    suite.server.control.clearRequests();
    await page.getByRole('button', { name: 'Backup Now' }).dblclick();
    await page
      .getByRole('button', { name: 'Backup Now' })
      .and(page.locator(':not([data-loading])'))
      .waitFor();
    suite.server.control.clearFaults();
    const posts = suite.server.control.requests.filter(
      (request) => request.method === 'POST' && request.path === '/api/system/backups',
    );
    expect(posts).toHaveLength(1);
    await page.context().close();
  });
});
