import { screen, waitFor, within } from '@testing-library/react';
import { GeneralSettingsPage } from '../../../src/pages/settings/general/GeneralSettingsPage';
import { SonarrSettingsPage } from '../../../src/pages/settings/sonarr/SonarrSettingsPage';
import { SubtitlesSettingsPage } from '../../../src/pages/settings/subtitles/SubtitlesSettingsPage';
import { setupDemoServer } from '../../support/render';
import { reportsBazarr } from '../../support/scenarios';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';

const { backend } = setupDemoServer();

async function renderOn(version: string, page: React.ReactElement) {
  reportsBazarr(backend, version);
  const rendered = renderSettingsScreen(page);
  await waitFor(() => expect(saveButton()).toBeInTheDocument());
  backend.control.clearRequests();
  return rendered;
}

describe('Settings > General by Bazarr version', () => {
  it('shows on 1.5.6 Instance Name, Hostname, .strm, Concurrent Jobs, the external webhook and the PostgreSQL URL', async () => {
    const { user } = await renderOn('1.5.6', <GeneralSettingsPage />);
    expect(screen.getByRole('textbox', { name: 'Instance Name' })).toHaveValue('Bazarr');
    expect(screen.getByRole('textbox', { name: 'Hostname' })).toHaveValue('demo');
    expect(screen.getByRole('checkbox', { name: 'Enable .strm Support' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'PostgreSQL URL' })).toHaveAttribute('readonly');

    // 1 to the cpu_cores the status reports (2).
    await user.click(screen.getByRole('combobox', { name: 'Concurrent Jobs' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 job', '2 jobs']);
    await user.click(within(listbox).getByRole('option', { name: '1 job' }));

    await user.click(
      screen.getByRole('checkbox', { name: 'Enable external webhook after subtitle download' }),
    );
    expect(screen.getByRole('textbox', { name: 'Webhook URL' })).toHaveAttribute(
      'placeholder',
      'http://localhost:2875/triggers/bazarr',
    );
    expect(screen.getByRole('textbox', { name: 'Username (optional)' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Instance Name' }), ' 4K');
    await user.click(saveButton());
    const form = await postedForm(backend);
    expect(form).toMatchObject({
      'settings-general-concurrent_jobs': ['1'],
      'settings-general-use_external_webhook': ['true'],
      'settings-general-instance_name': ['Bazarr 4K'],
    });
    await waitFor(() =>
      expect(backend.control.requests.find((r) => r.method === 'POST')?.status).toBe(204),
    );
  });

  it("tests the saved external webhook and shows Bazarr's answer", async () => {
    backend.control.mutate((state) => {
      Object.assign(state.settings.general ?? {}, {
        use_external_webhook: true,
        external_webhook_url: '',
      });
    });
    const { user } = await renderOn('1.5.6', <GeneralSettingsPage />);
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(
      await screen.findByRole('button', {
        name: 'External webhook not configured. Please enter a webhook URL and save your settings.',
      }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Webhook URL' }), 'http://autopulse');
    expect(
      screen.getByText('Save first: Bazarr tests the webhook it has saved.'),
    ).toBeInTheDocument();
  });

  it('shows none of them on 1.5.2', async () => {
    await renderOn('1.5.2', <GeneralSettingsPage />);
    for (const name of ['Instance Name', 'Hostname', 'PostgreSQL URL'])
      expect(screen.queryByRole('textbox', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Concurrent Jobs' })).not.toBeInTheDocument();
    for (const name of ['Enable .strm Support', 'Enable external webhook after subtitle download'])
      expect(screen.queryByRole('checkbox', { name })).not.toBeInTheDocument();
  });
});

describe('Settings > Sonarr by Bazarr version', () => {
  it.each([
    ['1.5.6', true],
    ['1.5.2', false],
  ])('sync on live connection on %s: %s', async (version, shown) => {
    await renderOn(version, <SonarrSettingsPage />);
    const toggle = screen.queryByRole('checkbox', {
      name: 'Sync with Sonarr on live connection establishment',
    });
    if (shown) expect(toggle).toBeChecked();
    else expect(toggle).not.toBeInTheDocument();
  });
});

describe('Settings > Subtitles by Bazarr version', () => {
  it('has on 1.5.6 the Translating section (Gemini and Lingarr fields by translator) and Remove Emoji', async () => {
    const { user } = await renderOn('1.5.6', <SubtitlesSettingsPage />);
    const translating = screen.getByRole('region', { name: 'Translating' });
    expect(
      within(translating).getByRole('spinbutton', {
        name: 'Score for Translated Episode and Movie Subtitles',
      }),
    ).toHaveValue('50');
    expect(within(translating).queryByRole('textbox', { name: 'Gemini API key' })).toBeNull();
    await user.click(within(translating).getByRole('combobox', { name: 'Translator' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Google Translate', 'Gemini', 'Lingarr']);
    await user.click(within(listbox).getByRole('option', { name: 'Lingarr' }));
    expect(within(translating).getByRole('textbox', { name: 'Lingarr endpoint' })).toHaveValue(
      'http://lingarr:9876',
    );
    expect(
      within(translating).getByRole('textbox', { name: 'Lingarr API Key (optional)' }),
    ).toBeInTheDocument();
    expect(
      within(translating).getByRole('checkbox', { name: 'Add translation info at the beginning' }),
    ).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Remove Emoji' }));
    await user.click(saveButton());
    const form = await postedForm(backend);
    expect(form).toMatchObject({
      'settings-translator-translator_type': ['lingarr'],
      'subzero-emoji': ['true'],
    });
  });

  it('has neither on 1.5.2', async () => {
    await renderOn('1.5.2', <SubtitlesSettingsPage />);
    expect(screen.queryByRole('region', { name: 'Translating' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Remove Emoji' })).not.toBeInTheDocument();
  });
});
