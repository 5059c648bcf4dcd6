import { screen, waitFor, within } from '@testing-library/react';
import { RadarrSettingsPage } from '../../../src/pages/settings/radarr/RadarrSettingsPage';
import { SonarrSettingsPage } from '../../../src/pages/settings/sonarr/SonarrSettingsPage';
import { setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';
import { fill, section } from './settingsScreenKit';

const { backend } = setupDemoServer();

const MANAGERS = [
  {
    name: 'Sonarr',
    Page: SonarrSettingsPage,
    section: 'sonarr',
    enabled: 'use_sonarr',
    mappings: 'settings-general-path_mappings',
    port: 8989,
    version: '4.0.14.2939',
  },
  {
    name: 'Radarr',
    Page: RadarrSettingsPage,
    section: 'radarr',
    enabled: 'use_radarr',
    mappings: 'settings-general-path_mappings_movie',
    port: 7878,
    version: '5.22.4.9896',
  },
] as const;

describe.each(MANAGERS)('Settings > $name', (manager) => {
  async function renderManager() {
    const rendered = renderSettingsScreen(<manager.Page />);
    await screen.findByRole('heading', { name: `Use ${manager.name}`, level: 2 });
    backend.control.clearRequests();
    return rendered;
  }

  const setStored = (values: Record<string, string | number | boolean>) => {
    backend.state.settings[manager.section] = {
      ...backend.state.settings[manager.section],
      ...values,
    };
  };

  const testRequests = () =>
    backend.control.requests.filter((request) => request.path.startsWith('/test/'));

  it('hides everything but the Enabled switch while disabled, and the path mappings until enabling is saved', async () => {
    backend.state.settings.general = {
      ...backend.state.settings.general,
      [manager.enabled]: false,
    };
    const { user } = await renderManager();
    expect(screen.getByRole('heading', { name: manager.name, level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Host' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('127.0.0.1');
    expect(screen.getByRole('heading', { name: 'Options' })).toBeInTheDocument();
    const mappings = section('Path Mappings');
    expect(within(mappings).getByRole('note')).toHaveTextContent(
      `Path mappings will be available after you save the change to 'Use ${manager.name}'.`,
    );
    expect(
      within(mappings).queryByRole('button', { name: 'Add Path Mapping' }),
    ).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      [`settings-general-${manager.enabled}`]: ['true'],
    });
    expect(
      await within(mappings).findByRole('button', { name: 'Add Path Mapping' }),
    ).toBeInTheDocument();
    expect(within(mappings).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the host with the base URL without its slash and saves it with one', async () => {
    setStored({ base_url: `/${manager.section}` });
    const { user } = await renderManager();
    const host = section('Host');
    expect(within(host).getByRole('spinbutton', { name: 'Port' })).toHaveValue(
      String(manager.port),
    );
    expect(within(host).getByRole('combobox', { name: 'HTTP Timeout' })).toHaveTextContent(
      '60 seconds',
    );
    expect(within(host).getByRole('checkbox', { name: 'SSL' })).not.toBeChecked();
    const baseUrl = within(host).getByRole('textbox', { name: 'Base URL' });
    expect(baseUrl).toHaveValue(manager.section);
    await fill(user, baseUrl, 'media');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      [`settings-${manager.section}-base_url`]: ['/media'],
    });
  });

  it("tests the connection: 'Version: X' in green on success, the server's error in red on failure", async () => {
    const { user } = await renderManager();
    const host = section('Host');
    await user.click(within(host).getByRole('button', { name: 'Test' }));
    const ok = await within(host).findByRole('button', { name: `Version: ${manager.version}` });
    expect(ok).toHaveAttribute('data-outcome', 'ok');
    expect(testRequests()[0]?.path).toBe(`/test/http/127.0.0.1:${manager.port}/api/system/status`);

    // A changed field makes the result stale.
    await fill(user, within(host).getByRole('textbox', { name: 'API Key' }), 'wrongkey');
    const again = within(host).getByRole('button', { name: 'Test' });
    await user.click(again);
    const failed = await within(host).findByRole('button', {
      name: 'Access Denied. Check API key.',
    });
    expect(failed).toHaveAttribute('data-outcome', 'failed');
  });

  it('needs an address and an API key to test', async () => {
    const { user } = await renderManager();
    const host = section('Host');
    await fill(user, within(host).getByRole('textbox', { name: 'API Key' }), '');
    expect(within(host).getByRole('button', { name: 'Test' })).toBeDisabled();
  });

  it('adds, edits and removes path mappings, saved as from,to pairs', async () => {
    const { user } = await renderManager();
    const mappings = section('Path Mappings');
    expect(within(mappings).getByText('No path mappings')).toBeInTheDocument();
    await user.click(within(mappings).getByRole('button', { name: 'Add Path Mapping' }));
    await user.click(within(mappings).getByRole('button', { name: 'Add Path Mapping' }));
    await fill(
      user,
      within(mappings).getByRole('combobox', { name: `${manager.name} path 1` }),
      '/data/media',
    );
    await fill(
      user,
      within(mappings).getByRole('combobox', { name: 'Bazarr path 1' }),
      '/mnt/media',
    );
    await user.click(within(mappings).getByRole('button', { name: 'Remove path mapping 2' }));
    expect(
      within(mappings).queryByRole('combobox', { name: 'Bazarr path 2' }),
    ).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ [manager.mappings]: ['/data/media,/mnt/media'] });
    await waitFor(() => expect(saveButton()).toHaveAccessibleName('Save 0'));
    expect(within(mappings).getByRole('combobox', { name: `${manager.name} path 1` })).toHaveValue(
      '/data/media',
    );
  });

  it('refuses a port out of range', async () => {
    const { user } = await renderManager();
    await fill(user, within(section('Host')).getByRole('spinbutton', { name: 'Port' }), '0');
    await user.click(saveButton());
    expect(await screen.findByText('Port must be between 1 and 65535')).toBeInTheDocument();
    expect(backend.control.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('Sonarr and Radarr options', () => {
  it('shows the error of a failed test request on the red button', async () => {
    failing(backend, 'GET /test/', 502, 'Bazarr cannot reach the manager');
    const { user } = renderSettingsScreen(<SonarrSettingsPage />);
    const host = await screen.findByRole('region', { name: 'Host' });
    await user.click(within(host).getByRole('button', { name: 'Test' }));
    const failed = await within(host).findByRole('button', {
      name: 'Bazarr cannot reach the manager',
    });
    expect(failed).toHaveAttribute('data-outcome', 'failed');
  });

  it('offers the series types and season zero for Sonarr only, and saves excluded tags sanitized', async () => {
    const { user } = renderSettingsScreen(<SonarrSettingsPage />);
    const options = await screen.findByRole('region', { name: 'Options' });
    expect(
      within(options).getByRole('spinbutton', { name: 'Minimum Score For Episodes' }),
    ).toHaveValue('90');
    expect(
      within(options).getByRole('checkbox', { name: 'Exclude season zero (extras)' }),
    ).toBeInTheDocument();
    expect(within(options).getByText(/api\/webhooks\/sonarr/)).toHaveTextContent(
      '$sonarr_episodefile_id',
    );

    await user.click(within(options).getByRole('combobox', { name: 'Excluded Series Types' }));
    const types = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual(['Standard', 'Anime', 'Daily']);
    await user.click(types[1] as HTMLElement);
    await user.keyboard('{Escape}');

    // Sanitized as Bazarr does: lower case, only a-z, 0-9, _ and -.
    await user.type(
      within(options).getByRole('textbox', { name: 'Excluded Tags' }),
      'No Subs!{Enter}',
    );
    expect(within(options).getByText('nosubs')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-sonarr-excluded_series_types': ['anime'],
      'settings-sonarr-excluded_tags': ['nosubs'],
    });
  });

  it('offers Sync Only Monitored Episodes once Sync Only Monitored Series is on', async () => {
    backend.state.settings.sonarr = {
      ...backend.state.settings.sonarr,
      sync_only_monitored_series: false,
    };
    const { user } = renderSettingsScreen(<SonarrSettingsPage />);
    const options = await screen.findByRole('region', { name: 'Options' });
    expect(
      within(options).queryByRole('checkbox', { name: 'Sync Only Monitored Episodes' }),
    ).not.toBeInTheDocument();
    await user.click(within(options).getByRole('checkbox', { name: 'Sync Only Monitored Series' }));
    expect(
      within(options).getByRole('checkbox', { name: 'Sync Only Monitored Episodes' }),
    ).toBeInTheDocument();
  });

  it('has no series options for Radarr', async () => {
    renderSettingsScreen(<RadarrSettingsPage />);
    const options = await screen.findByRole('region', { name: 'Options' });
    expect(
      within(options).getByRole('spinbutton', { name: 'Minimum Score For Movies' }),
    ).toHaveValue('70');
    expect(
      within(options).queryByRole('combobox', { name: 'Excluded Series Types' }),
    ).not.toBeInTheDocument();
    expect(
      within(options).queryByRole('checkbox', { name: /season zero/ }),
    ).not.toBeInTheDocument();
    expect(within(options).getByText(/api\/webhooks\/radarr/)).toHaveTextContent(
      '$radarr_moviefile_id',
    );
  });
});
