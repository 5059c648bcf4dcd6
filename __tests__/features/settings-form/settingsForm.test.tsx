import { act, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod/mini';
import { baseApi } from '../../../src/api/baseApi';
import {
  SettingNumber,
  SettingSelect,
  SettingsForm,
  SettingsSection,
  SettingSwitch,
  SettingText,
  ShowWhen,
} from '../../../src/features/settings-form';
import { SAVE_EVENT_GRACE_MS } from '../../../src/features/settings-form/useResetAfterSave';
import { connectionChanged } from '../../../src/realtime/realtimeSlice';
import { setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import { typeNumber } from '../../support/typeNumber';
import { postedForm, renderSettingsScreen, saveButton, settingsPosts } from './support';

const { backend } = setupDemoServer();

const SCHEMA = z.looseObject({
  'settings-general-port': z
    .number()
    .check(
      z.gte(1, 'Port must be between 1 and 65535'),
      z.lte(65535, 'Port must be between 1 and 65535'),
    ),
});

const AUTH = [
  { value: 'none', label: 'None' },
  { value: 'basic', label: 'Basic' },
  { value: 'form', label: 'Form' },
];

function TestScreen() {
  return (
    <SettingsForm title="Test Settings" schema={SCHEMA}>
      <SettingsSection title="Host" description="Where Bazarr listens.">
        <SettingText settingKey="settings-general-ip" label="Address" />
        <SettingNumber settingKey="settings-general-port" label="Port" />
        <SettingText settingKey="settings-general-base_url" label="Base URL" prefix="/" />
        <SettingSwitch settingKey="settings-general-debug" label="Debug" />
        <SettingNumber settingKey="settings-backup-retention" label="Retention" />
      </SettingsSection>
      <SettingsSection title="Security">
        <SettingSelect settingKey="settings-auth-type" label="Authentication" options={AUTH} />
        <ShowWhen settingKey="settings-auth-type" matches={(type) => type !== 'none'}>
          <SettingText settingKey="settings-auth-username" label="Username" />
        </ShowWhen>
      </SettingsSection>
    </SettingsForm>
  );
}

async function renderScreen() {
  const rendered = renderSettingsScreen(<TestScreen />);
  await screen.findByRole('textbox', { name: 'Address' });
  backend.control.clearRequests();
  return rendered;
}

describe('the settings form', () => {
  it('shows sections with headings and descriptions, and fields bound to their stored values', async () => {
    backend.state.settings.general = { ...backend.state.settings.general, base_url: '/bazarr' };
    await renderScreen();
    expect(screen.getByRole('heading', { name: 'Test Settings', level: 1 })).toBeInTheDocument();
    const host = screen.getByRole('region', { name: 'Host' });
    expect(within(host).getByText('Where Bazarr listens.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(
      String(backend.state.settings.general?.ip),
    );
    // docs/behaviour.md §5: the base URL is shown without its leading slash.
    expect(screen.getByRole('textbox', { name: 'Base URL' })).toHaveValue('bazarr');
  });

  it('counts the changes on the Save button, disabled with none; undoing a change removes it', async () => {
    const { user } = await renderScreen();
    expect(saveButton()).toHaveAccessibleName('Save 0');
    expect(saveButton()).toBeDisabled();

    const address = screen.getByRole('textbox', { name: 'Address' });
    const stored = (address as HTMLInputElement).value;
    await user.clear(address);
    await user.type(address, '0.0.0.0');
    await user.click(screen.getByRole('checkbox', { name: 'Debug' }));
    expect(saveButton()).toHaveAccessibleName('Save 2');
    expect(saveButton()).toBeEnabled();

    await user.clear(address);
    await user.type(address, stored);
    expect(saveButton()).toHaveAccessibleName('Save 1');
    await user.click(screen.getByRole('checkbox', { name: 'Debug' }));
    expect(saveButton()).toHaveAccessibleName('Save 0');
    expect(saveButton()).toBeDisabled();
  });

  it('posts exactly the changed keys, through their submit hooks', async () => {
    const { user } = await renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'Base URL' }), 'subs');
    await user.clear(screen.getByRole('spinbutton', { name: 'Port' }));
    await user.click(screen.getByRole('combobox', { name: 'Authentication' }));
    await user.click(await screen.findByRole('option', { name: 'Form' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.click(saveButton());

    // The port is refused below 1 by this screen's schema: fix it and save again.
    expect(await screen.findByText('Port must be between 1 and 65535')).toBeInTheDocument();
    expect(settingsPosts(backend)).toHaveLength(0);
    await typeNumber(user, screen.getByRole('spinbutton', { name: 'Port' }), '8080');
    await user.click(saveButton());

    expect(await postedForm(backend)).toEqual({
      'settings-general-base_url': ['/subs'],
      'settings-general-port': ['8080'],
      'settings-auth-type': ['form'],
      'settings-auth-username': ['admin'],
    });
  });

  it("saves 'none' as 'None' and an emptied number as 0", async () => {
    backend.state.settings.auth = { ...backend.state.settings.auth, type: 'basic' };
    const { user } = await renderScreen();
    await user.click(screen.getByRole('combobox', { name: 'Authentication' }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Retention' }));
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-auth-type': ['None'],
      'settings-backup-retention': ['0'],
    });
  });

  it('saves on Enter in a field, as a form does, with the value typed', async () => {
    const { user } = await renderScreen();
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, '10.0.0.2{Enter}');
    expect(await postedForm(backend)).toEqual({ 'settings-general-ip': ['10.0.0.2'] });
    await waitFor(() => expect(saveButton()).toHaveAccessibleName('Save 0'));
  });

  it('saves on Ctrl+S from anywhere on the page, and only with valid changes', async () => {
    const { user } = await renderScreen();
    // Nothing to save: the key is taken (no 'Save page as'), nothing is posted.
    await user.keyboard('{Control>}s{/Control}');
    await user.clear(screen.getByRole('spinbutton', { name: 'Port' }));
    expect(await screen.findByText('Port must be between 1 and 65535')).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    await typeNumber(user, screen.getByRole('spinbutton', { name: 'Port' }), '8080');
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('{Meta>}s{/Meta}');
    expect(await postedForm(backend)).toEqual({ 'settings-general-port': ['8080'] });
    expect(settingsPosts(backend)).toHaveLength(1);
  });

  it('saves nothing on Enter without changes, with a field to fix, or when Enter picks an option', async () => {
    const { user } = await renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '{Enter}');
    await user.clear(screen.getByRole('spinbutton', { name: 'Port' }));
    expect(await screen.findByText('Port must be between 1 and 65535')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '{Enter}');
    await typeNumber(user, screen.getByRole('spinbutton', { name: 'Port' }), '8080');

    const authentication = screen.getByRole('combobox', { name: 'Authentication' });
    await user.click(authentication);
    const basic = await screen.findByRole('option', { name: 'Basic' });
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(basic).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(authentication).toHaveTextContent('Basic');

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin{Enter}');
    expect(await postedForm(backend)).toEqual({
      'settings-general-port': ['8080'],
      'settings-auth-type': ['basic'],
      'settings-auth-username': ['admin'],
    });
  });

  it('resets only after the refetch that follows the save, so old values never show', async () => {
    const { user } = await renderScreen();
    const held = backend.control.hold('GET', '/api/system/settings');
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, '10.0.0.1');
    await user.click(saveButton());
    await postedForm(backend);

    // Saved, refetch held: the new value stays on screen and the button waits.
    expect(address).toHaveValue('10.0.0.1');
    expect(saveButton()).toHaveTextContent('Saving...');

    act(() => held.release());
    await waitFor(() => expect(saveButton()).toHaveAccessibleName('Save 0'));
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('10.0.0.1');
    expect(backend.state.settings.general?.ip).toBe('10.0.0.1');
  });

  it('with the socket online but no settings event, reads the settings itself and resets', async () => {
    const { user, store } = await renderScreen();
    // Online: the save leaves the re-read to Bazarr's 'settings' event, which never comes here.
    act(() => {
      store.dispatch(connectionChanged('online'));
    });
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, '10.0.0.2');
    await user.click(saveButton());
    await postedForm(backend);
    expect(saveButton()).toHaveTextContent('Saving...');

    await waitFor(() => expect(saveButton()).toHaveAccessibleName('Save 0'), {
      timeout: SAVE_EVENT_GRACE_MS + 3000,
    });
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('10.0.0.2');
  });

  it('keeps the changes when the settings are read again without a save (a realtime event)', async () => {
    const { user, store } = await renderScreen();
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, '10.0.0.2');
    backend.state.settings.general = { ...backend.state.settings.general, debug: true };
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Settings']));
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Debug' })).toBeChecked());
    expect(address).toHaveValue('10.0.0.2');
    expect(saveButton()).toHaveAccessibleName('Save 1');
  });

  it('keeps the changes when the save fails', async () => {
    failing(backend, 'POST /api/system/settings', 406, 'Invalid port');
    const { user } = await renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '9');
    await user.click(saveButton());
    expect(await screen.findByText('Invalid port')).toBeInTheDocument();
    expect(saveButton()).toHaveAccessibleName('Save 1');
    expect(saveButton()).toBeEnabled();
  });

  it('shows conditional fields only while the value they depend on matches', async () => {
    const { user } = await renderScreen();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Authentication' }));
    await user.click(await screen.findByRole('option', { name: 'Basic' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('shows the error with Retry when the settings cannot be read', async () => {
    failing(backend, 'GET /api/system/settings', 500, 'Database locked');
    renderSettingsScreen(<TestScreen />);
    expect(await screen.findByText(/Database locked/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Test Settings' })).toBeInTheDocument();
  });
});

describe('leaving with unsaved changes', () => {
  it('asks before router navigation, and stays or leaves as told', async () => {
    const { user } = await renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1');
    await user.click(screen.getByRole('checkbox', { name: 'Debug' }));

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription(
      'You have 2 unsaved changes, are you sure you want to leave?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Test Settings' })).toBeInTheDocument();
    expect(saveButton()).toHaveAccessibleName('Save 2');

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('lets the user go without asking when nothing changed', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab only while there are changes', async () => {
    const { user } = await renderScreen();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1');
    expect(unload()).toBe(true);
  });
});
