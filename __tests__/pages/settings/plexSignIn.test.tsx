import { act, screen, waitFor, within } from '@testing-library/react';
import { PlexSettingsPage } from '../../../src/pages/settings/plex/PlexSettingsPage';
import { STORED_TOKEN_TEXT } from '../../../src/pages/settings/plex/PlexAccountSection';
import { HOSTNAME_NEEDED_TEXT } from '../../../src/pages/settings/plex/PlexWebhooksSection';
import { PIN_EXPIRED_MESSAGE } from '../../../src/pages/settings/plex/usePlexSignIn';
import {
  authorizePlexPins,
  expirePlexPins,
  plexTv,
  signInToPlex,
  upgradePlexSettings,
} from '../../../src/demo/core/routes/plex';
import { featuresOf } from '../../../src/demo/core/version';
import type { DemoState } from '../../../src/demo/core/state/types';
import { setupDemoServer } from '../../support/render';
import { reportsBazarr } from '../../support/scenarios';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';
import { fill, section } from './settingsScreenKit';

const { backend } = setupDemoServer();

/** Bazarr 1.5.6 with Plex switched on; `change` sets up the rest (sign-in, token, hostname). */
function plexOn156(change: (state: DemoState) => void = () => undefined) {
  reportsBazarr(backend, '1.5.6');
  backend.control.mutate((state) => {
    upgradePlexSettings(state, featuresOf('1.5.6'));
    state.settings.general!.use_plex = true;
    change(state);
  });
}

async function renderPlex() {
  const rendered = renderSettingsScreen(<PlexSettingsPage />);
  await screen.findByRole('heading', { name: 'Plex Account', level: 2 }, { timeout: 10_000 });
  return rendered;
}

/** What the user does on coming back from the plex.tv tab: the page checks the PIN at once. */
const comeBack = () =>
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });

const requestsTo = (path: string) =>
  backend.control.requests.filter((request) => request.path === path);

async function pick(
  user: ReturnType<typeof renderSettingsScreen>['user'],
  container: HTMLElement,
  field: string,
  options: string[],
) {
  await user.click(within(container).getByRole('combobox', { name: field }));
  const listbox = await screen.findByRole('listbox');
  for (const option of options)
    await user.click(within(listbox).getByRole('option', { name: option }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('Settings > Plex on Bazarr 1.5.6', () => {
  it('signs in with a plex.tv PIN, picks a server and libraries, and saves exactly the library keys', async () => {
    plexOn156((state) => {
      plexTv(state).authorizeAfterPolls = null;
    });
    const { user } = await renderPlex();
    expect(screen.getByRole('heading', { name: 'Use Plex Media Server' })).toBeInTheDocument();
    // No field of the 1.5.2 page: no address, no token as text.
    expect(screen.queryByRole('textbox', { name: 'API Token' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();
    expect(
      within(section('Movie Library')).getByText(/Sign in with Plex and choose a server/),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Connect to Plex' }));
    const flow = await screen.findByRole('group', { name: 'Plex sign-in' });
    const [pin] = [...plexTv(backend.state).pins.values()];
    expect(within(flow).getByText(pin!.code)).toBeInTheDocument();
    const link = within(flow).getByRole('link', { name: /Open plex\.tv to sign in/ });
    expect(link).toHaveAttribute('href', expect.stringContaining(`code=${pin!.code}`));
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(flow).getByRole('status')).toHaveTextContent(
      'Waiting for you to sign in at plex.tv...',
    );

    // Not authorised yet: a check leaves the code up.
    comeBack();
    await waitFor(() => expect(requestsTo(`/api/plex/oauth/pin/${pin!.id}/check`)).toHaveLength(1));
    expect(screen.getByRole('group', { name: 'Plex sign-in' })).toBeInTheDocument();

    backend.control.mutate(authorizePlexPins);
    comeBack();
    expect(
      await screen.findByText('Connected as demo-plex (demo-plex@example.com)'),
    ).toBeInTheDocument();

    const server = await screen.findByRole('region', { name: 'Plex Server' });
    await pick(user, server, 'Server', ['Cabin (Windows - v1.40.5.8897)']);
    expect(within(server).getByText(/198-51-100-4\.f6e5d4\.plex\.direct/)).toBeInTheDocument();
    await user.click(within(server).getByRole('button', { name: 'Select Server' }));
    expect(
      await within(server).findByText(/Bazarr uses Cabin \(https:\/\/198-51-100-4/),
    ).toBeInTheDocument();
    expect(backend.state.settings.plex).toMatchObject({
      server_machine_id: 'f6e5d4c3b2a1cabin',
      server_name: 'Cabin',
    });

    const movies = section('Movie Library');
    await waitFor(() =>
      expect(within(movies).queryByText('Fetching libraries...')).not.toBeInTheDocument(),
    );
    await pick(user, movies, 'Library Name', ['Films (40 items)']);
    await pick(user, section('Series Library'), 'Library Name', ['Series (15 items)']);
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-plex-movie_library': ['Films'],
      'settings-plex-movie_library_ids': ['1'],
      'settings-plex-series_library': ['Series'],
      'settings-plex-series_library_ids': ['2'],
    });
    await waitFor(() => expect(saveButton()).toHaveAccessibleName('Save 0'));
    expect(backend.state.settings.plex).toMatchObject({
      movie_library: ['Films'],
      movie_library_ids: ['1'],
      auth_method: 'oauth',
    });
  });

  it('keeps a list of several libraries and the ids of one the server no longer has', async () => {
    plexOn156((state) => {
      signInToPlex(state, 'Living Room');
      Object.assign(state.settings.plex!, {
        movie_library: ['Movies', 'Old Films'],
        movie_library_ids: ['1', '9'],
      });
    });
    const { user } = await renderPlex();
    const movies = section('Movie Library');
    const field = await within(movies).findByRole('combobox', { name: 'Library Name' });
    await waitFor(() => expect(field).toHaveTextContent(/Movies \(\d+ items\)/));
    expect(field).toHaveTextContent('Old Films (unavailable)');
    await pick(user, movies, 'Library Name', ['4K Movies (12 items)']);
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-plex-movie_library': ['Movies', 'Old Films', '4K Movies'],
      'settings-plex-movie_library_ids': ['1', '2', '9'],
    });
  });

  it('never shows nor posts the encrypted token; a typed token goes to plex/apikey', async () => {
    plexOn156();
    // Bazarr encrypts a token given by hand the first time it uses it.
    backend.control.mutate((state) => {
      Object.assign(state.settings.plex!, { apikey: 'plain-token' });
    });
    await act(async () => {
      await backend.handle({
        method: 'GET',
        path: '/api/plex/oauth/validate',
        headers: { 'x-api-key': backend.apiKey() },
      });
    });
    const encrypted = String(backend.state.settings.plex!.apikey);
    expect(encrypted).not.toBe('plain-token');

    const { user } = await renderPlex();
    expect(await screen.findByText(STORED_TOKEN_TEXT)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(encrypted)).not.toBeInTheDocument();
    expect(screen.queryByText(encrypted)).not.toBeInTheDocument();
    expect(
      await screen.findByText('Connected as demo-plex (demo-plex@example.com)'),
    ).toBeInTheDocument();

    // Another setting saved: the token is not posted back.
    await user.click(
      within(section('Series Library')).getByRole('checkbox', {
        name: 'Mark episodes as recently added after downloading subtitles',
      }),
    );
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-plex-set_episode_added': ['true'] });
    expect(backend.state.settings.plex!.apikey).toBe(encrypted);

    const token = screen.getByLabelText('Plex Token');
    expect(token).toHaveValue('');
    await fill(user, token, 'new-token');
    await user.click(screen.getByRole('button', { name: 'Store Token' }));
    expect(await screen.findByText('Token stored (encrypted by Bazarr).')).toBeInTheDocument();
    expect(requestsTo('/api/plex/apikey').map((request) => request.form)).toEqual([
      { apikey: ['new-token'] },
    ]);
    expect(backend.state.settings.plex).toMatchObject({ apikey_encrypted: true });
    expect(backend.state.settings.plex!.apikey).not.toMatch(/new-token|^$/);
    expect(token).toHaveValue('');
  });

  it('waits for the version before showing any Plex field', async () => {
    plexOn156((state) => {
      Object.assign(state.settings.plex!, { apikey: 'c2VjcmV0.signature', apikey_encrypted: true });
    });
    const status = backend.control.hold('GET', '/api/system/status');
    renderSettingsScreen(<PlexSettingsPage />);
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'API Token' })).not.toBeInTheDocument();
    await waitFor(() => expect(status.waiting).toBeGreaterThan(0));
    status.release();
    expect(await screen.findByText(STORED_TOKEN_TEXT, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('c2VjcmV0.signature')).not.toBeInTheDocument();
  });

  it('ends the sign-in when plex.tv expired the code', async () => {
    plexOn156((state) => {
      plexTv(state).authorizeAfterPolls = null;
    });
    const { user } = await renderPlex();
    await user.click(await screen.findByRole('button', { name: 'Connect to Plex' }));
    await screen.findByRole('group', { name: 'Plex sign-in' });
    backend.control.mutate(expirePlexPins);
    comeBack();
    expect(await screen.findByText(PIN_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Plex sign-in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect to Plex' })).toBeEnabled();
  });

  it('says webhooks need the Hostname of Settings > General, and adds Bazarr’s once it is set', async () => {
    plexOn156((state) => {
      signInToPlex(state, 'Living Room');
      // Bazarr fills it with the machine's name; a user may have emptied it.
      state.settings.general!.hostname = '';
    });
    const { unmount } = await renderPlex();
    const webhooks = await screen.findByRole('region', { name: 'Webhooks' });
    expect(within(webhooks).getByText(HOSTNAME_NEEDED_TEXT, { exact: false })).toBeInTheDocument();
    expect(within(webhooks).getByRole('link', { name: 'Open Settings > General' })).toHaveAttribute(
      'href',
      '/settings/general',
    );
    expect(await within(webhooks).findByText('https://hooks.example.com/plex')).toBeInTheDocument();
    expect(within(webhooks).getByRole('button', { name: 'Add Bazarr Webhook' })).toBeDisabled();
    unmount();

    backend.control.mutate((state) => {
      state.settings.general!.hostname = 'bazarr.lan';
    });
    const { user } = await renderPlex();
    const again = await screen.findByRole('region', { name: 'Webhooks' });
    const add = await within(again).findByRole('button', { name: 'Add Bazarr Webhook' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(
      await within(again).findByText(
        'http://bazarr.lan/api/webhooks/plex?apikey=•••&instance=Bazarr',
      ),
    ).toBeInTheDocument();
    expect(
      within(again).queryByRole('button', { name: 'Add Bazarr Webhook' }),
    ).not.toBeInTheDocument();
    expect(within(again).queryByText(new RegExp(backend.apiKey()))).not.toBeInTheDocument();
  });
});

describe('Settings > Plex on Bazarr 1.5.2', () => {
  it('is the 1.5.2 page: address, port, token and SSL, no plex.tv sign-in', async () => {
    reportsBazarr(backend, '1.5.2');
    backend.control.mutate((state) => {
      state.settings.general!.use_plex = true;
    });
    renderSettingsScreen(<PlexSettingsPage />);
    const host = await screen.findByRole('region', { name: 'Host' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Use Plex' })).toBeInTheDocument();
    expect(within(host).getByRole('textbox', { name: 'API Token' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect to Plex' })).not.toBeInTheDocument();
    expect(requestsTo('/api/plex/oauth/validate')).toHaveLength(0);
  });
});
