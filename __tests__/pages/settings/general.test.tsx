import { screen, waitFor, within } from '@testing-library/react';
import { GeneralSettingsPage } from '../../../src/pages/settings/general/GeneralSettingsPage';
import { generateApiKey } from '../../../src/pages/settings/general/apiKey';
import { CANNOT_UPDATE_TEXT } from '../../../src/pages/settings/general/UpdatesSection';
import { pageLocation } from '../../../src/lib/pageLocation';
import { expectPasswordToggle } from '../../support/passwordToggle';
import { setupDemoServer } from '../../support/render';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';

const { backend } = setupDemoServer();

async function renderGeneral() {
  const rendered = renderSettingsScreen(<GeneralSettingsPage />);
  await screen.findByRole('textbox', { name: 'Address' });
  backend.control.clearRequests();
  return rendered;
}

async function choose(
  user: ReturnType<typeof renderSettingsScreen>['user'],
  field: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Settings > General > Updates', () => {
  it.each([
    [true, true],
    [false, false],
  ])('can be changed when Bazarr can update itself (canUpdate %s)', async (canUpdate, enabled) => {
    renderSettingsScreen(<GeneralSettingsPage />, { environment: { canUpdate } });
    const automatic = await screen.findByRole('checkbox', { name: 'Automatic' });
    if (enabled) expect(automatic).toBeEnabled();
    else expect(automatic).toBeDisabled();
    expect(screen.queryAllByText(CANNOT_UPDATE_TEXT)).toHaveLength(canUpdate ? 0 : 1);
  });
});

describe('Settings > General', () => {
  it('has the sections of docs/behaviour.md §2 and the host defaults', async () => {
    await renderGeneral();
    expect(screen.getByRole('heading', { name: 'General', level: 1 })).toBeInTheDocument();
    for (const section of [
      'Host',
      'Security',
      'Proxy',
      'Updates',
      'Logging',
      'Backups',
      'Analytics',
    ]) {
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute(
      'placeholder',
      '0.0.0.0',
    );
    expect(screen.getByRole('spinbutton', { name: 'Port' })).toHaveAttribute('placeholder', '6767');
    expect(saveButton()).toBeDisabled();
  });

  it('shows the base URL without its leading slash and saves it with one', async () => {
    backend.state.settings.general = { ...backend.state.settings.general, base_url: '/bazarr' };
    const { user } = await renderGeneral();
    const baseUrl = screen.getByRole('textbox', { name: 'Base URL' });
    expect(baseUrl).toHaveValue('bazarr');
    await user.clear(baseUrl);
    await user.type(baseUrl, 'subtitles');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-general-base_url': ['/subtitles'] });
    await waitFor(() => expect(saveButton()).toHaveAccessibleName('Save 0'));
    expect(baseUrl).toHaveValue('subtitles');
    expect(backend.state.settings.general?.base_url).toBe('/subtitles');
  });

  it('shows Username and Password once an authentication type is set, and saves them', async () => {
    const { user } = await renderGeneral();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await choose(user, 'Authentication', 'Form');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret');
    expect(saveButton()).toHaveAccessibleName('Save 3');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-auth-type': ['form'],
      'settings-auth-username': ['admin'],
      'settings-auth-password': ['secret'],
    });
  });

  it('shows and hides the authentication and proxy passwords, keeping what was typed', async () => {
    const { user } = await renderGeneral();
    await choose(user, 'Authentication', 'Form');
    await choose(user, 'Type', 'Socks5');
    const security = screen.getByRole('region', { name: 'Security' });
    const proxy = screen.getByRole('region', { name: 'Proxy' });
    for (const [section, typed] of [
      [security, 'auth secret'],
      [proxy, 'proxy secret'],
    ] as const) {
      const password = within(section).getByLabelText('Password', { selector: 'input' });
      await user.type(password, typed);
      await expectPasswordToggle(user, password, typed);
    }
  });

  it("saves no authentication as the text 'None' and hides the credentials", async () => {
    backend.state.settings.auth = {
      ...backend.state.settings.auth,
      type: 'basic',
      username: 'admin',
    };
    const { user } = await renderGeneral();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
    await choose(user, 'Authentication', 'None');
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-auth-type': ['None'] });
  });

  it('shows the proxy fields when a proxy type is chosen, with the default exclusions', async () => {
    const { user } = await renderGeneral();
    const proxy = screen.getByRole('region', { name: 'Proxy' });
    expect(within(proxy).queryByRole('textbox', { name: 'Host' })).not.toBeInTheDocument();
    await choose(user, 'Type', 'Socks5');
    expect(within(proxy).getByRole('textbox', { name: 'Host' })).toBeInTheDocument();
    expect(within(proxy).getByRole('spinbutton', { name: 'Port' })).toBeInTheDocument();
    expect(within(proxy).getByText('localhost')).toBeInTheDocument();
    expect(within(proxy).getByText('127.0.0.1')).toBeInTheDocument();
    await user.type(within(proxy).getByRole('textbox', { name: 'Host' }), 'proxy.lan');
    // A proxy needs a port (Bazarr's default is none): Save waits for it.
    expect(saveButton()).toBeDisabled();
    await user.type(within(proxy).getByRole('spinbutton', { name: 'Port' }), '1080');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-proxy-type': ['socks5'],
      'settings-proxy-url': ['proxy.lan'],
      'settings-proxy-port': ['1080'],
    });
  });

  it('saves on Enter in a field; Enter in Ignored Addresses adds the address instead', async () => {
    const { user } = await renderGeneral();
    const proxy = screen.getByRole('region', { name: 'Proxy' });
    await choose(user, 'Type', 'Socks5');
    await user.type(within(proxy).getByRole('textbox', { name: 'Host' }), 'proxy.lan');
    await user.type(within(proxy).getByRole('spinbutton', { name: 'Port' }), '1080');
    await user.type(
      within(proxy).getByRole('textbox', { name: 'Ignored Addresses' }),
      '.lan{Enter}',
    );
    expect(within(proxy).getByText('.lan')).toBeInTheDocument();
    expect(saveButton()).toHaveAccessibleName('Save 4');

    await user.type(within(proxy).getByRole('textbox', { name: 'Host' }), '{Enter}');
    expect(await postedForm(backend)).toEqual({
      'settings-proxy-type': ['socks5'],
      'settings-proxy-url': ['proxy.lan'],
      'settings-proxy-port': ['1080'],
      'settings-proxy-exclude': ['localhost', '127.0.0.1', '.lan'],
    });
  });

  it("offers Bazarr's proxy types, Socks5h (remote DNS) among them", async () => {
    const { user } = await renderGeneral();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'None',
      'Socks5',
      'Socks5h (remote DNS)',
      'HTTP(S)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Socks5h (remote DNS)' }));
    await user.type(
      within(screen.getByRole('region', { name: 'Proxy' })).getByRole('textbox', { name: 'Host' }),
      'proxy.lan',
    );
    await user.type(
      within(screen.getByRole('region', { name: 'Proxy' })).getByRole('spinbutton', {
        name: 'Port',
      }),
      '1080',
    );
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-proxy-type': ['socks5h'],
      'settings-proxy-url': ['proxy.lan'],
      'settings-proxy-port': ['1080'],
    });
  });

  it('generates a new 32-character hex API key, copies it, and reloads the page after saving it', async () => {
    const reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const { user } = await renderGeneral();
    const apiKey = screen.getByRole('textbox', { name: 'API Key' });
    expect(apiKey).toHaveAttribute('readonly');
    const before = (apiKey as HTMLInputElement).value;

    await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
    const generated = (apiKey as HTMLInputElement).value;
    expect(generated).toMatch(/^[0-9a-f]{32}$/);
    expect(generated).not.toBe(before);
    expect(saveButton()).toHaveAccessibleName('Save 1');

    const copy = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy API Key' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(copy).toHaveBeenCalledWith(generated);

    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-auth-apikey': [generated] });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    reload.mockRestore();
  });

  it('refuses a port out of range', async () => {
    const { user } = await renderGeneral();
    const port = screen.getByRole('spinbutton', { name: 'Port' });
    await user.clear(port);
    await user.click(saveButton());
    expect(await screen.findByText('Port must be between 1 and 65535')).toBeInTheDocument();
    expect(backend.control.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('generateApiKey', () => {
  it('makes 32 hexadecimal characters from the cryptographic random source', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    const keys = new Set(Array.from({ length: 20 }, generateApiKey));
    expect(spy).toHaveBeenCalled();
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    spy.mockRestore();
  });
});
