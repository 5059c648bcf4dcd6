import { screen, waitFor, within } from '@testing-library/react';
import { ProvidersSettingsPage } from '../../../src/pages/settings/providers/ProvidersSettingsPage';
import { expectPasswordToggle } from '../../support/passwordToggle';
import { setupDemoServer } from '../../support/render';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';
import { filterOptions, listedOptions, pickOption } from '../../support/typeInCombobox';
import { choose, fill, type User } from './settingsScreenKit';

const { backend } = setupDemoServer();

async function renderProviders() {
  const rendered = renderSettingsScreen(<ProvidersSettingsPage />);
  await screen.findByRole('list', { name: 'Enabled providers' });
  backend.control.clearRequests();
  return rendered;
}

const dialog = () => screen.getByRole('dialog');
const enabledList = () => screen.getByRole('list', { name: 'Enabled providers' });
const card = (name: string) => within(enabledList()).getByRole('button', { name });

async function openAddProvider(user: User) {
  await user.click(within(enabledList()).getByRole('button', { name: 'Add Provider' }));
  return screen.findByRole('dialog', { name: 'Add Provider' });
}

describe('Settings > Providers', () => {
  it('shows a card per enabled provider and an add card', async () => {
    await renderProviders();
    const list = screen.getByRole('list', { name: 'Enabled providers' });
    for (const name of ['Embedded Subtitles', 'OpenSubtitles.com', 'Podnapisi', 'Subdl']) {
      expect(within(list).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(list).getByRole('button', { name: 'Add Provider' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('offers only providers not enabled, keeps Save disabled until one is chosen, and appends it', async () => {
    const { user } = await renderProviders();
    const modal = await openAddProvider(user);
    const save = within(modal).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(modal).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('combobox', { name: 'Provider' }));
    const listbox = await within(modal).findByRole('listbox');
    const offered = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(
      expect.arrayContaining(['Addic7ed', 'Whisper', 'Anime Tosho', 'Zimuku']),
    );
    // The providers 1.5.2 has (not subs.ro, Subtis, Subz, Subscene, Argenteam), less the four enabled.
    expect(offered.length).toBeGreaterThanOrEqual(45);
    for (const enabled of ['Podnapisi', 'Subdl', 'OpenSubtitles.com', 'Embedded Subtitles']) {
      expect(offered).not.toContain(enabled);
    }
    await user.click(within(listbox).getByRole('option', { name: 'Addic7ed' }));

    expect(
      within(modal).getByText('Requires Anti-Captcha Provider or cookies'),
    ).toBeInTheDocument();
    await fill(user, within(modal).getByRole('textbox', { name: 'Username' }), 'me');
    await fill(user, within(modal).getByLabelText('Password', { selector: 'input' }), 'pw');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(card('Addic7ed')).toBeInTheDocument();
    expect(saveButton()).toHaveAccessibleName('Save 3');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-enabled_providers': [
        'embeddedsubtitles',
        'opensubtitlescom',
        'podnapisi',
        'subdl',
        'addic7ed',
      ],
      'settings-addic7ed-username': ['me'],
      'settings-addic7ed-password': ['pw'],
    });
    await waitFor(() =>
      expect(backend.state.settings.general?.enabled_providers).toContain('addic7ed'),
    );
  });

  it('finds a provider by typing, case ignored, and picks it with the keyboard', async () => {
    const { user } = await renderProviders();
    const modal = await openAddProvider(user);
    await filterOptions(user, within(modal).getByRole('combobox', { name: 'Provider' }), 'ADDIC');
    expect(listedOptions()).toEqual(['Addic7ed', 'Gestdown (Addic7ed proxy)']);
    await pickOption(user, 'Addic7ed');
    await waitFor(() =>
      expect(within(modal).getByRole('combobox', { name: 'Provider' })).toHaveValue('Addic7ed'),
    );
    expect(
      within(modal).getByText('Requires Anti-Captcha Provider or cookies'),
    ).toBeInTheDocument();
  });

  it('locks the selector when editing and posts only the changed input under its key', async () => {
    const { user } = await renderProviders();
    await user.click(card('Podnapisi'));
    const modal = await screen.findByRole('dialog', { name: 'Edit Provider' });
    const selector = within(modal).getByRole('combobox', { name: 'Provider' });
    expect(selector).toBeDisabled();
    expect(selector).toHaveValue('Podnapisi');

    const verify = within(modal).getByRole('checkbox', { name: /Verify SSL certificate/ });
    expect(verify).toBeChecked();
    await user.click(verify);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-podnapisi-verify_ssl': ['false'] });
  });

  it('removes a provider from the enabled list with Delete, once confirmed', async () => {
    const { user } = await renderProviders();
    await user.click(card('Subdl'));
    const modal = await screen.findByRole('dialog', { name: 'Edit Provider' });
    expect(within(modal).getByRole('textbox', { name: 'API Key' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Delete' }));
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'Delete provider "Subdl"?',
    });
    expect(confirmation).toHaveAccessibleDescription(
      'It leaves the enabled list when this page is saved.',
    );
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(enabledList()).queryByRole('button', { name: 'Subdl' })).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-enabled_providers': ['embeddedsubtitles', 'opensubtitlescom', 'podnapisi'],
    });
  });

  it('shows the defaults of inputs the backend does not store, without posting them untouched', async () => {
    delete backend.state.settings.whisperai;
    const { user } = await renderProviders();
    await openAddProvider(user);
    await choose(user, 'Provider', 'Whisper', dialog());
    expect(
      within(dialog()).getByRole('textbox', { name: 'Whisper ASR Docker Endpoint' }),
    ).toHaveValue('http://127.0.0.1:9000');
    const timeout = within(dialog()).getByRole('spinbutton', {
      name: 'Transcription/translation timeout in seconds',
    });
    expect(timeout).toHaveValue('3600');
    await fill(user, timeout, '7200');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-enabled_providers': [
        'embeddedsubtitles',
        'opensubtitlescom',
        'podnapisi',
        'subdl',
        'whisperai',
      ],
      'settings-whisperai-timeout': ['7200'],
    });
  });

  it('tests the Whisper endpoint through Bazarr: its 404 (no version route) is a connection, in green', async () => {
    delete backend.state.settings.whisperai;
    const { user } = await renderProviders();
    await openAddProvider(user);
    await choose(user, 'Provider', 'Whisper', dialog());

    await user.click(within(dialog()).getByRole('button', { name: 'Test Connection' }));
    // Bazarr answers {status: false, code: 404, error: 'Cannot get version...'} for whisper-asr.
    expect(
      await within(dialog()).findByRole('button', {
        name: 'Connected but no version found (possibly whisper-asr?)',
      }),
    ).toHaveAttribute('data-outcome', 'ok');
    expect(within(dialog()).queryByText(/Cannot get version/)).not.toBeInTheDocument();
    expect(backend.control.requests.map((request) => request.path)).toContain(
      '/test/http/127.0.0.1:9000/status',
    );

    const endpoint = within(dialog()).getByRole('textbox', { name: 'Whisper ASR Docker Endpoint' });
    await fill(user, endpoint, 'http://whisper.lan:9000');
    await user.click(within(dialog()).getByRole('button', { name: 'Test Connection' }));
    expect(
      await within(dialog()).findByRole('button', {
        name: 'ConnectionError: cannot reach http://whisper.lan:9000',
      }),
    ).toHaveAttribute('data-outcome', 'failed');
  });

  it("shows and hides a provider's password, keeping what was typed", async () => {
    const { user } = await renderProviders();
    await user.click(card('OpenSubtitles.com'));
    const modal = await screen.findByRole('dialog', { name: 'Edit Provider' });
    const password = within(modal).getByLabelText('Password', { selector: 'input' });
    await fill(user, password, 'provider secret');
    await expectPasswordToggle(user, password, 'provider secret');
  });

  it('refuses an e-mail as OpenSubtitles.com username and keeps the modal open', async () => {
    const { user } = await renderProviders();
    await user.click(card('OpenSubtitles.com'));
    const modal = await screen.findByRole('dialog', { name: 'Edit Provider' });
    await fill(user, within(modal).getByRole('textbox', { name: 'Username' }), 'me@example.com');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(
      await within(modal).findByText('Invalid Username. Do not use your e-mail.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveButton()).toBeDisabled();
  });

  it('edits the embedded subtitles codecs as chips and refuses unknown ones', async () => {
    const { user } = await renderProviders();
    await user.click(card('Embedded Subtitles'));
    const modal = await screen.findByRole('dialog', { name: 'Edit Provider' });
    expect(
      within(modal).getByRole('spinbutton', { name: 'Extraction timeout in seconds' }),
    ).toHaveValue('600');
    // The demo backend stores the newer key: the older name is not offered.
    expect(
      within(modal).getByRole('checkbox', { name: /as the fallback language/ }),
    ).toBeInTheDocument();
    expect(within(modal).queryByRole('checkbox', { name: /as English/ })).not.toBeInTheDocument();

    const codecs = within(modal).getByRole('textbox', { name: /Allowed codecs/ });
    await user.type(codecs, 'subrip{Enter}');
    // user-event keeps its own idea of the input's text; the chips input empties it programmatically.
    await user.clear(codecs);
    await user.type(codecs, 'divx{Enter}');
    expect(within(modal).getByText('divx')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText(/Unknown codec: divx/)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: /delete tag divx/i }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-embeddedsubtitles-included_codecs': ['subrip'],
    });
  });

  it("saves a cleared anti-captcha provider as 'None' and shows the fields of the chosen one", async () => {
    backend.state.settings.general = {
      ...backend.state.settings.general,
      anti_captcha_provider: 'anti-captcha',
    };
    const { user } = await renderProviders();
    expect(screen.getByRole('textbox', { name: 'Account Key' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Anti-Captcha.com/ })).toHaveAttribute(
      'href',
      'https://anti-captcha.com',
    );
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('textbox', { name: 'Account Key' })).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-anti_captcha_provider': ['None'],
    });
  });

  it('shows the Death by Captcha account fields when it is chosen', async () => {
    const { user } = await renderProviders();
    await choose(user, 'Anti-Captcha Provider', 'Death by Captcha');
    await fill(user, screen.getByRole('textbox', { name: 'Username' }), 'solver');
    await expectPasswordToggle(user, screen.getByLabelText('Password', { selector: 'input' }), '');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-anti_captcha_provider': ['death-by-captcha'],
      'settings-deathbycaptcha-username': ['solver'],
    });
  });
});
