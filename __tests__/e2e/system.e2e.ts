import type { Page } from 'playwright-core';
import { newPage, chooseMenuItem } from './support/browser';
import { browserSuite } from './support/suite';

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rowOf = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text });
const bodyRowCount = async (page: Page, tableName: string) =>
  (await table(page, tableName).getByRole('row').count()) - 1;

describe('system pages in a browser', () => {
  const suite = browserSuite({ baseUrl: '/bazarr' }, { resetAfterEach: true });

  it('runs a task: its button spins until Bazarr reports the job done', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}system/tasks`);
    const run = rowOf(page, 'Tasks', 'Check Health').getByRole('button', {
      name: 'Run Check Health',
    });
    await run.click();
    // The demo runs a job for 1.5 s and reports its start and end with 'task' events on the socket.
    await page.locator('button[aria-label="Run Check Health"][aria-busy="true"]').waitFor();
    await page.locator('button[aria-label="Run Check Health"][aria-busy="false"]').waitFor();
    expect(
      suite.server.control.requests.filter(
        (request) => request.method === 'POST' && request.path === '/api/system/tasks',
      ),
    ).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates a backup, links it for download, and deletes it after confirmation', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}system/backup`);
    await table(page, 'Backups').getByRole('link').first().waitFor();
    expect(await bodyRowCount(page, 'Backups')).toBe(1);

    await page.getByRole('button', { name: 'Backup Now' }).click();
    await table(page, 'Backups').getByRole('link').nth(1).waitFor();
    const created = [...suite.server.backend.state.backups].sort((a, b) => b.time - a.time)[0];
    const link = table(page, 'Backups').getByRole('link', { name: created.filename });
    expect(await link.getAttribute('href')).toBe(
      `/bazarr/system/backup/download/${encodeURIComponent(created.filename)}`,
    );
    const download = await page.request.get(
      `${suite.server.origin}${await link.getAttribute('href')}`,
    );
    expect(download.status()).toBe(200);

    await rowOf(page, 'Backups', created.filename).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete backup?' });
    // The harmless answer has the focus first.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await link.waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });
    expect(await bodyRowCount(page, 'Backups')).toBe(1);
    expect(suite.server.backend.state.backups.map((backup) => backup.filename)).not.toContain(
      created.filename,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('dismisses an announcement and the sidebar count drops', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}system/announcements`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Announcements 3' }).waitFor();
    const [welcome] = suite.server.backend.state.announcements;

    await rowOf(page, 'Announcements', welcome.text)
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await rowOf(page, 'Announcements', welcome.text).waitFor({ state: 'detached' });
    await nav.getByRole('link', { name: 'Announcements 2' }).waitFor();
    expect(suite.server.backend.state.announcements[0].dismissed).toBe(true);

    // Still gone after a reload: the server recorded the dismissal.
    await page.reload();
    await nav.getByRole('link', { name: 'Announcements 2' }).waitFor();
    expect(await rowOf(page, 'Announcements', welcome.text).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
  it('shifts a subtitle by +1.5 s with the tools, and the movie history shows the sync', async () => {
    const { page, errors } = await newPage(suite.browser);
    // Amélie has an English .srt file.
    await page.goto(`${suite.server.url}movies/1`);
    const english = table(page, 'Subtitles')
      .getByRole('row')
      .filter({ has: page.getByRole('img', { name: 'English subtitle', exact: true }) });
    await english.getByRole('button', { name: 'Subtitle Actions' }).click();
    await chooseMenuItem(page, 'Subtitle Tools');
    const tools = page.getByRole('dialog', { name: 'Subtitle Tools' });
    await tools.getByRole('checkbox', { name: /^Select .*\.en\.srt$/ }).check();
    await tools.getByRole('button', { name: 'Select Action' }).click();
    await chooseMenuItem(page, 'Adjust Times...');

    const shift = page.getByRole('dialog', { name: 'Change Time' });
    await shift.getByRole('spinbutton', { name: 'Second', exact: true }).fill('1');
    await shift.getByRole('spinbutton', { name: 'Millisecond', exact: true }).fill('500');
    await shift.getByRole('button', { name: 'Start' }).click();
    await shift.waitFor({ state: 'detached' });

    await page
      .getByRole('toolbar', { name: 'Movie actions' })
      .getByRole('button', { name: 'More Actions' })
      .click();
    await chooseMenuItem(page, 'History');
    const history = page.getByRole('dialog', { name: /History/ });
    await history.getByRole('img', { name: 'Sync', exact: true }).first().waitFor();
    const patches = suite.server.control.requests.filter(
      (request) => request.method === 'PATCH' && request.path === '/api/subtitles',
    );
    expect(patches.map((request) => request.query.action?.[0])).toEqual([
      'shift_offset(h=0,m=0,s=1,ms=500)',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
