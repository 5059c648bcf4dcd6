import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { SubtitleToolsModal } from '../../../src/features/tools';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import {
  AMELIE_SUBTITLES,
  amelieItems,
  chooseAction,
  EN_SRT,
  expectTaskGroup,
  FR_SRT,
  JA_ASS,
  fileNameOf,
  modifications,
  MOVIE_ID,
  renderTools,
  selectFiles,
} from './toolsTestKit';

const { backend } = setupDemoServer();

describe('Subtitle Tools modal', () => {
  it('lists the subtitle files (not embedded tracks); only .srt files can be selected', async () => {
    renderTools();
    const table = await screen.findByRole('table', { name: 'Subtitle files' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('English')).toBeInTheDocument();
    expect(within(table).getByText(fileNameOf(EN_SRT))).toBeInTheDocument();
    expect(within(table).queryByText('German')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select ${fileNameOf(EN_SRT)}` })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: `Select ${fileNameOf(JA_ASS)}` })).toBeDisabled();
    expect(screen.getByText('Only .srt files can be modified.')).toBeInTheDocument();
  });

  it('enables Select Action once a file is selected; Select all takes the .srt files only', async () => {
    const { user } = renderTools();
    const selectAction = await screen.findByRole('button', { name: 'Select Action' });
    expect(selectAction).toBeDisabled();
    await selectFiles(user, EN_SRT);
    expect(selectAction).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: `Select ${fileNameOf(FR_SRT)}` })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: `Select ${fileNameOf(JA_ASS)}` }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(selectAction).toBeDisabled();
  });

  it('says when the item has no subtitle file', async () => {
    renderTools([AMELIE_SUBTITLES[3]]);
    expect(await screen.findByText('No external subtitles found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Action' })).toBeDisabled();
  });

  it('offers every action in the menu', async () => {
    const { user } = renderTools();
    await selectFiles(user, EN_SRT);
    await user.click(screen.getByRole('button', { name: 'Select Action' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sync',
      'Remove HI Tags',
      'Remove Style Tags',
      'OCR Fixes',
      'Common Fixes',
      'Fix Uppercase',
      'Reverse RTL',
      'Add Color...',
      'Change Frame Rate...',
      'Adjust Times...',
      'Translate...',
      'Delete...',
    ]);
  });

  it.each([
    ['Remove HI Tags', 'remove_HI'],
    ['Remove Style Tags', 'remove_tags'],
    ['OCR Fixes', 'OCR_fixes'],
    ['Common Fixes', 'common'],
    ['Fix Uppercase', 'fix_uppercase'],
    ['Reverse RTL', 'reverse_rtl'],
  ])('%s runs at once on the selected file and closes', async (label, action) => {
    const { user, onClose } = renderTools();
    await selectFiles(user, EN_SRT);
    await chooseAction(user, label);
    expect(onClose).toHaveBeenCalled();
    expect(await modifications(backend, 1)).toEqual([
      {
        action,
        type: 'movie',
        id: String(MOVIE_ID),
        language: 'en',
        path: EN_SRT,
        hi: 'False',
        forced: 'False',
      },
    ]);
  });

  it('runs one task per selected file, with each file language and flags', async () => {
    const { user } = renderTools();
    await selectFiles(user, EN_SRT, FR_SRT);
    await chooseAction(user, 'Common Fixes');
    const sent = await modifications(backend, 2);
    expect(sent.map(({ language, path }) => [language, path])).toEqual([
      ['en', EN_SRT],
      ['fr', FR_SRT],
    ]);
    // The demo backend records each edit in the movie's history (action 5).
    await waitFor(() =>
      expect(
        backend.state.history.filter(
          (entry) => entry.kind === 'movie' && entry.itemId === MOVIE_ID && entry.action === 5,
        ),
      ).toHaveLength(2),
    );
  });

  it('shows the progress of the queued tasks and the error of a failed one', async () => {
    failing(backend, 'PATCH /api/subtitles', 409, 'Unable to edit subtitles file. Check logs.');
    const { user } = renderTools();
    await selectFiles(user, EN_SRT);
    await chooseAction(user, 'OCR Fixes');
    expect(
      await screen.findByText('Unable to edit subtitles file. Check logs.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('All Tasks Completed')).toBeInTheDocument();
    await expectTaskGroup('OCR Fixes');
  });

  it('goes back from a tool form to the files, and starts afresh when opened again', async () => {
    function Harness() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open tools
          </button>
          <SubtitleToolsModal
            items={amelieItems()}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    await selectFiles(user, EN_SRT);
    await chooseAction(user, 'Adjust Times...');
    expect(await screen.findByRole('dialog', { name: 'Change Time' })).toBeInTheDocument();
    expect(screen.getByText('1 subtitle selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Subtitle Tools' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select ${fileNameOf(EN_SRT)}` })).toBeChecked();

    await chooseAction(user, 'Add Color...');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open tools' }));
    expect(await screen.findByRole('dialog', { name: 'Subtitle Tools' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: `Select ${fileNameOf(EN_SRT)}` }),
    ).not.toBeChecked();
  });

  it('starts with the files it is given ticked', async () => {
    renderWithProviders(
      <SubtitleToolsModal
        items={amelieItems()}
        opened
        onClose={jest.fn()}
        initialPaths={[FR_SRT, JA_ASS]}
      />,
    );
    expect(
      await screen.findByRole('checkbox', { name: `Select ${fileNameOf(FR_SRT)}` }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Select Action' })).toBeEnabled();
  });
});
