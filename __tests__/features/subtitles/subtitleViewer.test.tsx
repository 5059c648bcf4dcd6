import { screen, waitFor, within } from '@testing-library/react';
import { formatCueTime } from '../../../src/features/subtitles/viewer/cueText';
import { cuesOf } from '../../../src/demo/core/state/subtitleCues';
import type { SubtitleRecord } from '../../../src/demo/core/state/types';
import { findSubtitleRow, renderMoviePage, SPIRITED_AWAY } from '../../pages/movies/detailSupport';
import { failing, reportsBazarr } from '../../support/scenarios';
import { setupDemoServer } from '../../support/render';
import { chooseMenuItem, requestsTo } from './support';

const { backend } = setupDemoServer();

function frenchFile(): SubtitleRecord & { path: string } {
  const file = backend.state.movies
    .get(SPIRITED_AWAY.id)
    ?.subtitles.find((subtitle) => subtitle.code2 === 'fr');
  if (!file?.path) throw new Error('Spirited Away has no French file');
  return { ...file, path: file.path };
}

/** Opens the French file's row menu on Spirited Away's page. */
async function openRowMenu(version: string) {
  reportsBazarr(backend, version);
  const { user } = renderMoviePage(SPIRITED_AWAY.id);
  const french = await findSubtitleRow('French subtitle');
  await user.click(within(french).getByRole('button', { name: 'Subtitle Actions' }));
  await screen.findByRole('menuitem', { name: 'Subtitle Tools' });
  return user;
}

async function openViewer(version = '1.6.1') {
  const user = await openRowMenu(version);
  await chooseMenuItem(user, 'View');
  const dialog = await screen.findByRole('dialog', { name: 'Subtitle Contents' });
  return { user, dialog: within(dialog) };
}

/** The texts of the cue rows shown (the header row aside). */
function shownTexts(dialog: { getAllByRole: (role: 'row') => HTMLElement[] }) {
  return dialog
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

describe('the subtitle viewer (Bazarr 1.6)', () => {
  it("lists a file's cues with their start and end times, a page at a time", async () => {
    const { dialog } = await openViewer();
    const cues = cuesOf(frenchFile());
    const [first] = cues;
    if (!first) throw new Error('no cues');
    await dialog.findByRole('table', { name: 'Cues' });
    const [time, text] = within(dialog.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(time).toHaveTextContent(`${formatCueTime(first.startMs)}${formatCueTime(first.endMs)}`);
    expect(text?.textContent).toBe(first.text);
    expect(
      dialog.getByText(
        `Spirited Away (2001) [WEBDL-1080p].fr.srt · ${cues.length.toLocaleString('en-US')} cues`,
      ),
    ).toBeInTheDocument();
    expect(shownTexts(dialog)).toHaveLength(Math.min(50, cues.length));
    expect(requestsTo(backend, 'GET', '/api/subtitles/contents')[0]?.query).toEqual({
      subtitlePath: [frenchFile().path],
    });
  });

  it('keeps the cues whose text matches the search, ignoring case and accents', async () => {
    const { user, dialog } = await openViewer();
    await dialog.findByRole('table', { name: 'Cues' });
    await user.type(dialog.getByRole('textbox', { name: 'Search cues' }), 'OU ETAIS');
    await waitFor(() => expect(shownTexts(dialog).length).toBeGreaterThan(0));
    for (const text of shownTexts(dialog)) expect(text).toContain('Où étais-tu hier soir ?');

    await user.clear(dialog.getByRole('textbox', { name: 'Search cues' }));
    await user.type(dialog.getByRole('textbox', { name: 'Search cues' }), 'no such line');
    expect(await dialog.findByText('No cues found')).toBeInTheDocument();
  });

  it('pages a long file, fifty cues to a page', async () => {
    backend.control.mutate((state) => {
      const file = state.movies.get(SPIRITED_AWAY.id)?.subtitles.find((sub) => sub.code2 === 'fr');
      if (file) file.cues = Array.from({ length: 3000 }, (_, index) => `Line ${index + 1}`);
    });
    const { user, dialog } = await openViewer();
    expect(await dialog.findByText('Line 1')).toBeInTheDocument();
    expect(dialog.getByText('Show 1 to 50 of 3000 entries')).toBeInTheDocument();
    expect(dialog.queryByText('Line 51')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Next page' }));
    expect(await dialog.findByText('Line 51')).toBeInTheDocument();
    // A search starts again from its first page: Line 3, 30 to 39, 300 to 399 and 3000.
    await user.type(dialog.getByRole('textbox', { name: 'Search cues' }), 'line 3');
    expect(await dialog.findByText('Show 1 to 50 of 112 entries')).toBeInTheDocument();
    expect(dialog.getByText('Line 3')).toBeInTheDocument();
  });

  it('shows markup in a cue as text, never as HTML', async () => {
    const script = '<script>window.hacked = true</script>';
    backend.control.mutate((state) => {
      const file = state.movies.get(SPIRITED_AWAY.id)?.subtitles.find((sub) => sub.code2 === 'fr');
      if (file) file.cues = [script, '<img src=x onerror="window.hacked = true"> & <b>bold</b>'];
    });
    const { dialog } = await openViewer();
    expect(await dialog.findByText(script)).toBeInTheDocument();
    expect(
      dialog.getByText('<img src=x onerror="window.hacked = true"> & <b>bold</b>'),
    ).toBeInTheDocument();
    const content = screen.getByRole('dialog', { name: 'Subtitle Contents' });
    expect(content.querySelector('script, img, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("shows Bazarr's message when it cannot read the file, and reads it again on Retry", async () => {
    failing(backend, 'GET /api/subtitles/contents', 400, 'Invalid subtitle file encoding', {
      times: 1,
    });
    const { user, dialog } = await openViewer();
    expect(await dialog.findByText('Error 400: Invalid subtitle file encoding')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByRole('table', { name: 'Cues' })).toBeInTheDocument();
    expect(dialog.queryByText(/Invalid subtitle file encoding/)).not.toBeInTheDocument();
  });

  it('is not offered by a Bazarr without it (1.5.6)', async () => {
    await openRowMenu('1.5.6');
    expect(screen.queryByRole('menuitem', { name: 'View' })).not.toBeInTheDocument();
  });
});
