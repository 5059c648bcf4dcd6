import type { Page } from 'playwright-core';
import type { DemoBackend } from '../../src/demo/core/backend';
import { newPage, chooseMenuItem } from './support/browser';
import { browserSuite } from './support/suite';

const SERIES_ID = 1;
const fileName = (path: string) => path.split('/').pop() ?? path;

/** The French files of two episodes of a series in the demo library (season, then episode, ascending). */
function frenchFiles(backend: DemoBackend) {
  const { state } = backend;
  const files = (state.episodesBySeries.get(SERIES_ID) ?? []).flatMap((id) => {
    const episode = state.episodes.get(id);
    const french = episode?.subtitles.find(
      (sub) => sub.code2 === 'fr' && sub.path?.endsWith('.srt'),
    );
    return episode && french?.path ? [{ episodeId: id, path: french.path }] : [];
  });
  if (files.length < 2) throw new Error('The demo series has fewer than two French files');
  return files.slice(0, 2);
}

/** Ticks files in the open Subtitle Tools (the inputs are visually hidden: click what the user sees). */
async function tick(page: Page, paths: readonly string[]) {
  const dialog = page.getByRole('dialog', { name: 'Subtitle Tools' });
  for (const path of paths) {
    const row = dialog.getByRole('row').filter({ hasText: fileName(path) });
    const ticked = row.getByRole('checkbox', { checked: true });
    // The list re-renders as each episode's files arrive: a click on a row being replaced is lost, as it would be
    // for a user, who clicks again.
    while ((await ticked.count()) === 0) {
      await row.locator('label').click();
      await ticked.waitFor({ timeout: 2000 }).catch(() => undefined);
    }
  }
}

/** The response to the next PATCH subtitles (a tool's run on one file). */
function patchOfSubtitles(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().includes('/api/subtitles?'),
  );
}

async function chooseAction(page: Page, name: string) {
  await page.getByRole('button', { name: 'Select Action' }).click();
  await chooseMenuItem(page, name);
}

describe('Subtitle Tools in a browser', () => {
  const suite = browserSuite({}, { resetAfterEach: true });

  it('runs a tool over files of two episodes, then deletes them after a confirmation', async () => {
    const { backend } = suite.server;
    const files = frenchFiles(backend);
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}series/${SERIES_ID}`);
    const toolbar = page.getByRole('toolbar', { name: 'Series actions' });
    // The episodes load after the series; the tools list their files.
    await page
      .getByRole('table', { name: /^Season / })
      .first()
      .waitFor();

    await toolbar.getByRole('button', { name: 'Mass Edit' }).click();
    await tick(
      page,
      files.map(({ path }) => path),
    );
    const patched = files.map(() => patchOfSubtitles(page));
    await chooseAction(page, 'Common Fixes');
    await Promise.all(patched);
    // Each file was edited for its own episode: the demo backend records it in that episode's history.
    await page.getByText('All Tasks Completed').waitFor();
    for (const { episodeId, path } of files) {
      expect(
        backend.state.history.some(
          (entry) =>
            entry.kind === 'episode' &&
            entry.itemId === episodeId &&
            entry.action === 5 &&
            entry.subtitlesPath === path,
        ),
      ).toBe(true);
    }

    await toolbar.getByRole('button', { name: 'Mass Edit' }).click();
    await tick(
      page,
      files.map(({ path }) => path),
    );
    await chooseAction(page, 'Delete...');
    const confirm = page.getByRole('alertdialog', { name: 'Delete subtitles?' });
    await confirm.getByText('The following subtitles will be deleted').waitFor();
    expect(await confirm.getByRole('listitem').count()).toBe(2);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });

    // Once deleted, the files leave the list of a new Mass Edit.
    await toolbar.getByRole('button', { name: 'Mass Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subtitle Tools' });
    await dialog.getByRole('table', { name: 'Subtitle files' }).waitFor();
    for (const { path } of files) {
      await dialog.getByText(fileName(path), { exact: true }).waitFor({ state: 'detached' });
    }
    for (const { episodeId, path } of files) {
      const episode = backend.state.episodes.get(episodeId);
      expect(episode?.subtitles.some((sub) => sub.path === path)).toBe(false);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("runs tools straight from a movie subtitle row's menu, with and without options", async () => {
    const { backend } = suite.server;
    const { page, errors } = await newPage(suite.browser);
    // Amélie (movie 1) has an English .srt file.
    await page.goto(`${suite.server.url}movies/1`);
    const english = page
      .getByRole('table', { name: 'Subtitles', exact: true })
      .getByRole('row')
      .filter({ has: page.getByRole('img', { name: 'English subtitle', exact: true }) });
    const path = backend.state.movies
      .get(1)
      ?.subtitles.find((sub) => sub.code2 === 'en' && sub.path?.endsWith('.srt'))?.path;
    if (!path) throw new Error('Amélie has no English .srt file in the demo library');

    let patched = patchOfSubtitles(page);
    await english.getByRole('button', { name: 'Subtitle Actions' }).click();
    await chooseMenuItem(page, 'Remove HI Tags');
    await patched;
    await page.getByText('All Tasks Completed').waitFor();

    // A tool with options opens its form on that file: no file list, no 'Select Action'.
    await english.getByRole('button', { name: 'Subtitle Actions' }).click();
    await chooseMenuItem(page, 'Add Color...');
    const form = page.getByRole('dialog', { name: 'Change Color' });
    await form.getByText(fileName(path), { exact: true }).waitFor();
    await form.getByRole('combobox', { name: /Color/ }).click();
    await page.getByRole('option', { name: 'Red', exact: true }).click();
    patched = patchOfSubtitles(page);
    await form.getByRole('button', { name: 'Start' }).click();
    await form.waitFor({ state: 'detached' });
    await patched;

    expect(
      backend.control.requests
        .filter((request) => request.method === 'PATCH' && request.path === '/api/subtitles')
        .map((request) => [request.query.action?.[0], request.form.path?.[0]]),
    ).toEqual([
      ['remove_HI', path],
      ['color(name=red)', path],
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
