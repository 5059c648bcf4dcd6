import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findMovieToolbar, renderMoviePage } from '../../pages/movies/detailSupport';
import { chooseMenuItem, requestsTo } from '../subtitles/support';
import { setupDemoServer } from '../../support/render';

const { server, backend } = setupDemoServer();

/**
 * Demo library (seed 'small'): the first generated movie of profile 'English + French' has a forced French
 * file beside the same embedded forced track, and a Brazilian Portuguese file that no profile asks for.
 */
const GARDEN = { id: 27, title: 'The Stolen Garden' };
const STEM = '/media/movies/The Stolen Garden (1965)/The Stolen Garden (1965) [WEBDL-1080p]';
const FORCED = `${STEM}.fr.forced.srt`;
const BRAZILIAN = `${STEM}.pt-BR.srt`;

const filesOnDisk = () =>
  (backend.state.movies.get(GARDEN.id)?.subtitles ?? []).flatMap((subtitle) =>
    subtitle.path === null ? [] : [subtitle.path],
  );
const deletions = () => requestsTo(backend, 'DELETE', '/api/movies/subtitles');

async function openCleanup() {
  const rendered = renderMoviePage(GARDEN.id);
  const toolbar = await findMovieToolbar();
  await rendered.user.click(toolbar.getByRole('button', { name: 'More Actions' }));
  await chooseMenuItem(rendered.user, 'Clean Up Subtitles');
  const dialog = await screen.findByRole('dialog', { name: 'Clean Up Subtitles' });
  await within(dialog).findByText('2 subtitle files will be deleted');
  return { ...rendered, dialog: within(dialog) };
}

/** The preview's rows as [file, item, why] (jsdom has a phone's width: the language column is left out there). */
function previewRows(dialog: ReturnType<typeof within>) {
  const table = dialog.getByRole('table', { name: 'Files to delete' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('Clean Up Subtitles on a movie', () => {
  it('previews every file the rules select, with its item, language and why, and deletes nothing', async () => {
    expect(filesOnDisk()).toEqual(expect.arrayContaining([FORCED, BRAZILIAN]));
    const { dialog } = await openCleanup();
    expect(previewRows(dialog)).toEqual([
      [BRAZILIAN, GARDEN.title, 'Language not in the profile English + French'],
      [FORCED, GARDEN.title, 'Duplicates the embedded forced track'],
    ]);

    // Every rule is on; unticking one takes its files out of the preview.
    await openCleanupRuleOff(dialog, 'Files that duplicate an embedded track');
    expect(await dialog.findByText('1 subtitle file will be deleted')).toBeInTheDocument();
    await waitFor(() => expect(previewRows(dialog).map(([path]) => path)).toEqual([BRAZILIAN]));
    expect(deletions()).toEqual([]);
  });

  it('Cancel in the preview, and Cancel in the confirmation, delete nothing', async () => {
    const { dialog, user } = await openCleanup();
    await user.click(dialog.getByRole('button', { name: 'Delete...' }));
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'Delete 2 subtitle files?',
    });
    expect(confirmation).toHaveAccessibleDescription(
      'They are deleted from disk. This cannot be undone.',
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    // Back at the preview, still nothing sent.
    await dialog.findByRole('table', { name: 'Files to delete' });
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Clean Up Subtitles' })).not.toBeInTheDocument(),
    );
    expect(deletions()).toEqual([]);
    expect(filesOnDisk()).toEqual(expect.arrayContaining([FORCED, BRAZILIAN]));
  });

  it('deletes the confirmed files with the per-subtitle delete call and reports each one', async () => {
    const { dialog, user } = await openCleanup();
    await user.click(dialog.getByRole('button', { name: 'Delete...' }));
    expect(deletions()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByText('Done: 2 deleted, 0 failed')).toBeInTheDocument();
    const report = dialog.getByRole('table', { name: 'Deletion report' });
    expect(within(report).getAllByText('Deleted')).toHaveLength(2);
    expect(deletions().map((request) => request.form)).toEqual([
      { language: ['pb'], forced: ['False'], hi: ['False'], path: [BRAZILIAN] },
      { language: ['fr'], forced: ['True'], hi: ['False'], path: [FORCED] },
    ]);
    expect(filesOnDisk()).not.toContain(FORCED);
    expect(filesOnDisk()).not.toContain(BRAZILIAN);
    // The movie's own subtitle table follows.
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    const table = await screen.findByRole('table', { name: 'Subtitles' });
    await waitFor(() =>
      expect(within(table).queryByText(/pt-BR|fr\.forced/)).not.toBeInTheDocument(),
    );
  });

  it("reports a failure with the server's message, as text, and goes on with the other files", async () => {
    const message = '<script>alert(1)</script> Permission denied';
    server.use(
      http.delete('*/api/movies/subtitles', async ({ request }) => {
        const form = await request.clone().formData();
        if (String(form.get('path')).endsWith('.fr.forced.srt'))
          return HttpResponse.json(message, { status: 500 });
        return undefined;
      }),
    );
    const { dialog, user } = await openCleanup();
    await user.click(dialog.getByRole('button', { name: 'Delete...' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByText('Done: 1 deleted, 1 failed')).toBeInTheDocument();
    const rows = within(dialog.getByRole('table', { name: 'Deletion report' })).getAllByRole('row');
    const resultOf = (path: string) =>
      rows.find((row) => row.textContent?.includes(path))?.querySelector('td:last-child')
        ?.textContent;
    expect(resultOf(FORCED)).toBe(`Failed: ${message}`);
    expect(resultOf(BRAZILIAN)).toBe('Deleted');
    expect(document.querySelector('script')).toBeNull();
    expect(filesOnDisk()).toContain(FORCED);
    expect(filesOnDisk()).not.toContain(BRAZILIAN);
  });
});

async function openCleanupRuleOff(dialog: ReturnType<typeof within>, rule: string) {
  const checkbox = dialog.getByRole('checkbox', { name: rule });
  expect(checkbox).toBeChecked();
  checkbox.click();
  await waitFor(() => expect(checkbox).not.toBeChecked());
}
