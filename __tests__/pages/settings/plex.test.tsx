import { screen, waitFor, within } from '@testing-library/react';
import { PlexSettingsPage } from '../../../src/pages/settings/plex/PlexSettingsPage';
import { setupDemoServer } from '../../support/render';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';
import { fill, section } from './settingsScreenKit';

const { backend } = setupDemoServer();

async function renderPlex() {
  const rendered = renderSettingsScreen(<PlexSettingsPage />);
  await screen.findByRole('heading', { name: 'Use Plex', level: 2 });
  backend.control.clearRequests();
  return rendered;
}

const enablePlex = () => {
  backend.state.settings.general = { ...backend.state.settings.general, use_plex: true };
};

describe('Settings > Plex', () => {
  it('shows only the Enabled switch while Plex is off, and the host and libraries once switched on', async () => {
    const { user } = await renderPlex();
    expect(screen.getByRole('heading', { name: 'Plex', level: 1 })).toBeInTheDocument();
    const enabled = screen.getByRole('checkbox', { name: 'Enabled' });
    expect(enabled).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Host' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'API Token' })).not.toBeInTheDocument();

    await user.click(enabled);
    const host = section('Host');
    expect(within(host).getByRole('textbox', { name: 'Address' })).toHaveValue('127.0.0.1');
    expect(within(host).getByRole('spinbutton', { name: 'Port' })).toHaveValue('32400');
    expect(within(host).getByRole('textbox', { name: 'API Token' })).toHaveValue('');
    expect(within(host).getByRole('checkbox', { name: 'SSL' })).not.toBeChecked();
    const movies = section('Movie Library');
    expect(within(movies).getByRole('textbox', { name: 'Name of the library' })).toHaveValue('');
    expect(
      within(movies).getByRole('checkbox', {
        name: 'Mark the movie as recently added after downloading subtitles',
      }),
    ).not.toBeChecked();
    expect(
      within(movies).getByRole('checkbox', {
        name: 'Scan library for new files after downloading subtitles',
      }),
    ).not.toBeChecked();
    const series = section('Series Library');
    expect(
      within(series).getByRole('checkbox', {
        name: 'Mark the episode as recently added after downloading subtitles',
      }),
    ).toBeInTheDocument();

    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-general-use_plex': ['true'] });
  });

  it('saves exactly the Plex settings that changed', async () => {
    enablePlex();
    const { user } = await renderPlex();
    const host = section('Host');
    await fill(user, within(host).getByRole('textbox', { name: 'Address' }), 'plex.lan');
    await fill(user, within(host).getByRole('textbox', { name: 'API Token' }), 'token-123');
    await user.click(within(host).getByRole('checkbox', { name: 'SSL' }));
    const movies = section('Movie Library');
    await fill(user, within(movies).getByRole('textbox', { name: 'Name of the library' }), 'Films');
    await user.click(
      within(movies).getByRole('checkbox', {
        name: 'Scan library for new files after downloading subtitles',
      }),
    );
    const series = section('Series Library');
    await user.click(
      within(series).getByRole('checkbox', {
        name: 'Mark the episode as recently added after downloading subtitles',
      }),
    );

    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-plex-ip': ['plex.lan'],
      'settings-plex-apikey': ['token-123'],
      'settings-plex-ssl': ['true'],
      'settings-plex-movie_library': ['Films'],
      'settings-plex-update_movie_library': ['true'],
      'settings-plex-set_episode_added': ['true'],
    });
    await waitFor(() => expect(saveButton()).toHaveAccessibleName('Save 0'));
    expect(backend.state.settings.plex).toMatchObject({
      ip: 'plex.lan',
      port: 32400,
      ssl: true,
      movie_library: 'Films',
      update_movie_library: true,
      set_episode_added: true,
      set_movie_added: false,
    });
  });

  it('refuses a port out of range while enabled', async () => {
    enablePlex();
    const { user } = await renderPlex();
    await fill(user, within(section('Host')).getByRole('spinbutton', { name: 'Port' }), '70000');
    await user.click(saveButton());
    expect(await screen.findByText('Port must be between 1 and 65535')).toBeInTheDocument();
    expect(backend.control.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
