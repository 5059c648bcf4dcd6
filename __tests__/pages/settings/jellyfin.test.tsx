import { screen, waitFor, within } from '@testing-library/react';
import {
  JellyfinSettingsPage,
  URL_MESSAGE,
} from '../../../src/pages/settings/jellyfin/JellyfinSettingsPage';
import {
  TEST_FAILED,
  TEST_FIRST,
} from '../../../src/pages/settings/jellyfin/useJellyfinConnection';
import { jellyfinServer } from '../../../src/demo/core/routes/jellyfin';
import type { DemoState } from '../../../src/demo/core/state/types';
import { setupDemoServer } from '../../support/render';
import { failing, reportsBazarr } from '../../support/scenarios';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';
import { fill, section, type User } from './settingsScreenKit';

const { backend } = setupDemoServer();

const CONNECTED = 'Connected to Demo Jellyfin, version 10.10.7';

/** Bazarr 1.6.1 with Jellyfin switched on; `change` sets up the rest. */
function jellyfinOn(change: (state: DemoState) => void = () => undefined) {
  reportsBazarr(backend, '1.6.1');
  backend.control.mutate((state) => {
    state.settings.general!.use_jellyfin = true;
    change(state);
  });
}

async function renderJellyfin() {
  const rendered = renderSettingsScreen(<JellyfinSettingsPage />);
  await screen.findByRole('heading', { name: 'Connection', level: 2 }, { timeout: 10_000 });
  return rendered;
}

const requestsTo = (path: string) =>
  backend.control.requests.filter((request) => request.path === path);

async function pick(user: User, container: HTMLElement, options: string[]) {
  await user.click(within(container).getByRole('combobox', { name: 'Library Name' }));
  const listbox = await screen.findByRole('listbox');
  for (const option of options)
    await user.click(within(listbox).getByRole('option', { name: option }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('Settings > Jellyfin on Bazarr 1.6.1', () => {
  it('tests the saved server, lists its libraries, and saves the chosen ones with their ids', async () => {
    jellyfinOn();
    const { user } = await renderJellyfin();
    expect(screen.getByRole('heading', { name: 'Jellyfin', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Server URL' })).toHaveValue('http://jellyfin:8096');
    expect(
      screen.getByRole('combobox', { name: 'How to notify Jellyfin after subtitle changes' }),
    ).toHaveTextContent('Immediate');

    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByRole('button', { name: CONNECTED })).toBeInTheDocument();
    expect(requestsTo('/api/jellyfin/test-connection').map((request) => request.form)).toEqual([
      { url: ['http://jellyfin:8096'], apikey: [String(backend.state.settings.jellyfin!.apikey)] },
    ]);

    // The saved server's libraries are asked for without its key in the address.
    const movies = section('Movie Library');
    await pick(user, movies, ['Movies']);
    expect(requestsTo('/api/jellyfin/libraries').every((request) => !request.query?.apikey)).toBe(
      true,
    );
    const series = section('Series Library');
    const field = within(series).getByRole('combobox', { name: 'Library Name' });
    await user.click(field);
    const listbox = await screen.findByRole('listbox');
    // Only movie and TV show libraries: no Music, no Concerts (mixed content).
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Shows', 'Anime']);
    await user.click(within(listbox).getByRole('option', { name: 'Anime' }));
    await user.keyboard('{Escape}');
    await user.click(
      within(series).getByRole('checkbox', {
        name: 'Refresh series metadata after downloading subtitles',
      }),
    );
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-jellyfin-movie_library': ['Movies'],
      'settings-jellyfin-movie_library_ids': ['f137a2dd21bbc1b99aa5c0f6bf02a805'],
      'settings-jellyfin-series_library': ['Anime'],
      'settings-jellyfin-series_library_ids': ['43cfe12fe7d9d8d21251e0964e0232e2'],
      'settings-jellyfin-update_series_library': ['true'],
    });
    await waitFor(() => expect(saveButton()).toHaveAccessibleName('Save 0'));
    expect(backend.state.settings.jellyfin).toMatchObject({
      movie_library: ['Movies'],
      series_library: ['Anime'],
      update_series_library: true,
    });
  });

  it("says why a test failed in Bazarr's words, and lists typed credentials' libraries only once they test well", async () => {
    jellyfinOn();
    const { user } = await renderJellyfin();
    const key = screen.getByLabelText('API Key');
    await fill(user, key, 'not-the-key');
    expect(within(section('Movie Library')).getByText(TEST_FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(
      await screen.findByRole('button', {
        name: '401 Client Error: Unauthorized for url: http://jellyfin:8096/System/Info',
      }),
    ).toBeInTheDocument();
    expect(within(section('Movie Library')).getByText(TEST_FAILED)).toBeInTheDocument();
    // Only the saved server's were asked for (on opening): never with credentials that failed.
    expect(requestsTo('/api/jellyfin/libraries').map((request) => request.query)).toEqual([{}]);
    backend.control.clearRequests();

    // Another URL: the outcome is gone with the values it was for.
    const url = screen.getByRole('textbox', { name: 'Server URL' });
    await fill(user, url, 'http://localhost:8096');
    await fill(user, key, String(backend.state.settings.jellyfin!.apikey));
    expect(screen.getByRole('button', { name: 'Test Connection' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByRole('button', { name: CONNECTED })).toBeInTheDocument();
    const movies = section('Movie Library');
    await pick(user, movies, ['Movies']);
    expect(requestsTo('/api/jellyfin/libraries').map((request) => request.query?.url)).toEqual([
      ['http://localhost:8096'],
    ]);
  });

  it('reports a server error of the test, and a server nobody answers at', async () => {
    jellyfinOn((state) => {
      jellyfinServer(state).reachable = false;
    });
    const { user } = await renderJellyfin();
    // Bazarr lists nothing when it cannot reach the server.
    expect(
      await within(section('Movie Library')).findByText(/Jellyfin listed no movie libraries/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(
      await screen.findByRole('button', {
        name: /^HTTPConnectionPool\(host='jellyfin', port=8096\)/,
      }),
    ).toBeInTheDocument();

    failing(backend, 'POST /api/jellyfin/test-connection', 500, 'Internal Server Error');
    await fill(user, screen.getByRole('textbox', { name: 'Server URL' }), 'http://jellyfin:8097');
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(
      await screen.findByRole('button', { name: 'Internal Server Error' }),
    ).toBeInTheDocument();
  });

  it('keeps a saved library the server no longer lists, with its id', async () => {
    jellyfinOn((state) => {
      Object.assign(state.settings.jellyfin!, {
        movie_library: ['Movies', 'Old Films'],
        movie_library_ids: ['f137a2dd21bbc1b99aa5c0f6bf02a805', 'gone-id'],
      });
    });
    const { user } = await renderJellyfin();
    const movies = section('Movie Library');
    const field = within(movies).getByRole('combobox', { name: 'Library Name' });
    await waitFor(() => expect(field).toHaveTextContent('Old Films (unavailable)'));
    await pick(user, movies, ['Movies']);
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-jellyfin-movie_library': ['Old Films'],
      'settings-jellyfin-movie_library_ids': ['gone-id'],
    });
  });

  it('refuses a URL without http:// or https:// while Jellyfin is on', async () => {
    jellyfinOn();
    const { user } = await renderJellyfin();
    const url = screen.getByRole('textbox', { name: 'Server URL' });
    await fill(user, url, 'jellyfin:8096');
    expect(await screen.findByText(URL_MESSAGE)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });
});

describe('Settings > Jellyfin on a Bazarr without it', () => {
  it('is not there on 1.5.6, and asks nothing of Jellyfin', async () => {
    reportsBazarr(backend, '1.5.6');
    renderSettingsScreen(<JellyfinSettingsPage />);
    expect(await screen.findByText('The Request URL No Found')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Server URL' })).not.toBeInTheDocument();
    expect(backend.control.requests.filter((request) => request.path.includes('jellyfin'))).toEqual(
      [],
    );
  });
});
