import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupDemoServer } from '../../support/render';
import { typeNumber as typeNumberInto } from '../../support/typeNumber';
import {
  chooseAction,
  EN_SRT,
  expectTaskGroup,
  FR_SRT,
  fileNameOf,
  modifications,
  MOVIE_ID,
  renderTools,
  selectFiles,
} from './toolsTestKit';

const { backend } = setupDemoServer();

async function openTool(label: string, title: string, ...paths: string[]) {
  const view = renderTools();
  await selectFiles(view.user, ...(paths.length > 0 ? paths : [EN_SRT]));
  await chooseAction(view.user, label);
  await screen.findByRole('dialog', { name: title });
  return view;
}

async function typeNumber(user: UserEvent, name: string, value: string) {
  await typeNumberInto(user, screen.getByRole('spinbutton', { name }), value);
}

const start = () => screen.getByRole('button', { name: 'Start' });

const movieFields = (path: string, language = 'en') => ({
  type: 'movie',
  id: String(MOVIE_ID),
  language,
  path,
  hi: 'False',
  forced: 'False',
});

describe('Add Color...', () => {
  it('asks for a colour, then colours the file', async () => {
    const { user, onClose } = await openTool('Add Color...', 'Change Color');
    await user.click(start());
    expect(await screen.findByText('Must select a color')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: /Color/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(16);
    await user.click(screen.getByRole('option', { name: 'Dark Magenta' }));
    await waitFor(() => expect(screen.queryByText('Must select a color')).not.toBeInTheDocument());
    await user.click(start());
    expect(onClose).toHaveBeenCalled();
    expect(await modifications(backend, 1)).toEqual([
      { action: 'color(name=dark-magenta)', ...movieFields(EN_SRT) },
    ]);
    // The task progress is titled as Bazarr titles this tool's tasks.
    await expectTaskGroup('Changing Color');
  });
});

describe('Change Frame Rate...', () => {
  it('needs From and To above zero, and sends them with two decimals', async () => {
    const { user, onClose } = await openTool('Change Frame Rate...', 'Change Frame Rate');
    await user.click(start());
    expect(await screen.findByText('The From value must be larger than 0')).toBeInTheDocument();
    expect(screen.getByText('The To value must be larger than 0')).toBeInTheDocument();

    await typeNumber(user, 'From', '23.976');
    await user.click(start());
    await waitFor(() =>
      expect(screen.queryByText('The From value must be larger than 0')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('The To value must be larger than 0')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await typeNumber(user, 'To', '25');
    await user.click(start());
    expect(onClose).toHaveBeenCalled();
    expect(await modifications(backend, 1)).toEqual([
      { action: 'change_FPS(from=23.98,to=25)', ...movieFields(EN_SRT) },
    ]);
    // The task progress is titled as Bazarr titles this tool's tasks.
    await expectTaskGroup('Changing Frame Rate');
  });
});

describe('number texts of the tools', () => {
  it('keeps a frame rate as typed (two decimals are applied when sent, not in the field)', async () => {
    const { user } = await openTool('Change Frame Rate...', 'Change Frame Rate');
    await typeNumber(user, 'From', '23.976');
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'From' })).toHaveValue('23.976');
  });

  it('refuses a time part that is not a whole number instead of taking it as 0', async () => {
    const { user, onClose } = await openTool('Adjust Times...', 'Change Time');
    await typeNumber(user, 'Second', '5');
    const hour = screen.getByRole('spinbutton', { name: 'Hour' });
    await user.clear(hour);
    await user.paste('1.5');
    await user.click(start());
    expect(await screen.findByText('Hour must be a whole number')).toBeInTheDocument();
    expect(hour).toHaveValue('1.5');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Adjust Times...', () => {
  it('keeps Start disabled until a part is above zero, then shifts later', async () => {
    const { user } = await openTool('Adjust Times...', 'Change Time');
    expect(start()).toBeDisabled();
    await typeNumber(user, 'Second', '1');
    await typeNumber(user, 'Millisecond', '500');
    expect(start()).toBeEnabled();
    await user.click(start());
    expect(await modifications(backend, 1)).toEqual([
      { action: 'shift_offset(h=0,m=0,s=1,ms=500)', ...movieFields(EN_SRT) },
    ]);
    // The task progress is titled as Bazarr titles this tool's tasks.
    await expectTaskGroup('Changing Time');
  });

  it('shifts earlier with the sign toggle, on every selected file', async () => {
    const { user } = await openTool('Adjust Times...', 'Change Time', EN_SRT, FR_SRT);
    expect(screen.getByText('2 subtitles selected')).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: 'Negative offset' });
    expect(sign).toHaveAttribute('aria-pressed', 'false');
    await user.click(sign);
    expect(sign).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Subtitles show earlier')).toBeInTheDocument();
    await typeNumber(user, 'Hour', '1');
    await typeNumber(user, 'Minute', '2');
    await user.click(start());
    const sent = await modifications(backend, 2);
    expect(sent.map(({ action, path }) => [action, path])).toEqual([
      ['shift_offset(h=-1,m=-2,s=0,ms=0)', EN_SRT],
      ['shift_offset(h=-1,m=-2,s=0,ms=0)', FR_SRT],
    ]);
  });

  it.each([
    ['Hour', 'Hour must be larger than 0'],
    ['Minute', 'Minute must be larger than 0'],
    ['Second', 'Second must be larger than 0'],
    ['Millisecond', 'Millisecond must be larger than 0'],
  ])('refuses a negative %s', async (part, message) => {
    const { user, onClose } = await openTool('Adjust Times...', 'Change Time');
    // Another part above zero, so that Start can be pressed.
    await typeNumber(user, part === 'Second' ? 'Minute' : 'Second', '5');
    await typeNumber(user, part, '-1');
    await user.click(start());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Translate...', () => {
  it('asks for a language among the enabled ones the service supports, then translates', async () => {
    // Abkhazian is enabled here but Google Translate cannot produce it.
    const abkhazian = backend.state.languages.find((language) => language.code2 === 'ab');
    if (abkhazian) abkhazian.enabled = true;
    const { user, onClose } = await openTool('Translate...', 'Translate Subtitle(s)');
    await user.click(start());
    expect(await screen.findByText('Please select a language')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Language/ }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual(['English', 'French', 'German', 'Japanese', 'Spanish']);
    await user.click(screen.getByRole('option', { name: 'German' }));
    await user.click(start());
    expect(onClose).toHaveBeenCalled();
    expect(await modifications(backend, 1)).toEqual([
      { action: 'translate', ...movieFields(EN_SRT, 'de') },
    ]);
    // The demo backend writes the new German file and a 'translated' history entry.
    await waitFor(() =>
      expect(
        backend.state.movies.get(MOVIE_ID)?.subtitles.some((subtitle) => subtitle.code2 === 'de'),
      ).toBe(true),
    );
    // The task progress is titled as Bazarr titles this tool's tasks.
    await expectTaskGroup('Translating Subtitles');
  });
});

describe('Sync', () => {
  it('offers the reference tracks of the file and sends the chosen options', async () => {
    const { user } = await openTool('Sync', 'Sync Subtitle Options');
    const reference = screen.getByRole('combobox', { name: 'Reference' });
    await waitFor(() => expect(reference).toBeEnabled());
    await user.click(reference);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Audio track: French (a:0)');
    expect(options).toContain(`Subtitle file: ${fileNameOf(FR_SRT)}`);
    expect(options).not.toContain(`Subtitle file: ${fileNameOf(EN_SRT)}`);
    await user.click(screen.getByRole('option', { name: `Subtitle file: ${fileNameOf(FR_SRT)}` }));

    await user.click(screen.getByRole('combobox', { name: 'Max Offset Seconds' }));
    await user.click(await screen.findByRole('option', { name: '120 seconds' }));
    await user.click(screen.getByRole('checkbox', { name: 'No Fix Framerate' }));
    await user.click(screen.getByRole('checkbox', { name: 'Use Golden-Section Search' }));
    await user.click(screen.getByRole('button', { name: 'Sync' }));

    expect(await modifications(backend, 1)).toEqual([
      {
        action: 'sync',
        ...movieFields(EN_SRT),
        reference: FR_SRT,
        max_offset_seconds: '120',
        no_fix_framerate: 'True',
        gss: 'True',
      },
    ]);
    // The task progress is titled as Bazarr titles this tool's tasks.
    await expectTaskGroup('Syncing Subtitle');
  });

  it('syncs against the video by default, and offers no reference for several files', async () => {
    const { user, onClose } = await openTool('Sync', 'Sync Subtitle Options', EN_SRT, FR_SRT);
    expect(screen.getByRole('combobox', { name: 'Reference' })).toBeDisabled();
    expect(
      screen.getByText('A reference can be chosen when a single file is selected.'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sync' }));
    const sent = await modifications(backend, 2);
    expect(sent[0]).toEqual({
      action: 'sync',
      ...movieFields(EN_SRT),
      no_fix_framerate: 'False',
      gss: 'False',
    });
    expect(requestsForCandidates()).toHaveLength(0);
    expect(onClose).toHaveBeenCalled();
  });
});

function requestsForCandidates() {
  return backend.control.requests.filter(
    (request) => request.method === 'GET' && request.path === '/api/subtitles',
  );
}
