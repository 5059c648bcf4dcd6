import { newPage, chooseMenuItem } from './support/browser';
import { browserSuite } from './support/suite';

/**
 * Demo library (seed 'small'): the first generated movie of profile 'English + French' has a forced French
 * file beside the same embedded forced track, and a Brazilian Portuguese file no profile asks for.
 */
const MOVIE_ID = 27;
const STEM = '/media/movies/The Stolen Garden (1965)/The Stolen Garden (1965) [WEBDL-1080p]';
const FILES = [`${STEM}.pt-BR.srt`, `${STEM}.fr.forced.srt`];

describe('Clean Up Subtitles in a browser', () => {
  const suite = browserSuite({}, { resetAfterEach: true });

  it('previews the files a movie would lose, deletes them once confirmed, and reports each one', async () => {
    const { backend } = suite.server;
    const onDisk = () =>
      (backend.state.movies.get(MOVIE_ID)?.subtitles ?? []).flatMap((sub) =>
        sub.path === null ? [] : [sub.path],
      );
    expect(onDisk()).toEqual(expect.arrayContaining(FILES));

    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}movies/${MOVIE_ID}`);
    const subtitles = page.getByRole('table', { name: 'Subtitles' });
    await subtitles.getByText('pt-BR', { exact: false }).first().waitFor();

    const toolbar = page.getByRole('toolbar', { name: 'Movie actions' });
    await toolbar.getByRole('button', { name: 'More Actions' }).click();
    await chooseMenuItem(page, 'Clean Up Subtitles');
    const dialog = page.getByRole('dialog', { name: 'Clean Up Subtitles' });
    await dialog.getByText('2 subtitle files will be deleted').waitFor();
    const preview = dialog.getByRole('table', { name: 'Files to delete' });
    for (const path of FILES) await preview.getByText(path, { exact: true }).waitFor();
    await preview.getByText('Duplicates the embedded forced track').waitFor();
    await preview.getByText('Language not in the profile English + French').waitFor();

    await dialog.getByRole('button', { name: 'Delete...' }).click();
    // The confirmation is the same modal as an alert dialog named by its question.
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 subtitle files?' });
    await confirm.getByText('They are deleted from disk. This cannot be undone.').waitFor();
    expect(onDisk()).toEqual(expect.arrayContaining(FILES));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

    await dialog.getByText('Done: 2 deleted, 0 failed').waitFor();
    const report = dialog.getByRole('table', { name: 'Deletion report' });
    expect(await report.getByText('Deleted', { exact: true }).count()).toBe(2);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Gone from the page and from the backend.
    await subtitles.getByText('pt-BR', { exact: false }).waitFor({ state: 'detached' });
    await subtitles.getByText('fr.forced', { exact: false }).waitFor({ state: 'detached' });
    for (const path of FILES) expect(onDisk()).not.toContain(path);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
