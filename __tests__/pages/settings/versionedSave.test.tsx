import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GeneralSettingsPage } from '../../../src/pages/settings/general/GeneralSettingsPage';
import { JellyfinSettingsPage } from '../../../src/pages/settings/jellyfin/JellyfinSettingsPage';
import { LanguagesSettingsPage } from '../../../src/pages/settings/languages/LanguagesSettingsPage';
import { NotificationsSettingsPage } from '../../../src/pages/settings/notifications/NotificationsSettingsPage';
import { PlexSettingsPage } from '../../../src/pages/settings/plex/PlexSettingsPage';
import { RadarrSettingsPage } from '../../../src/pages/settings/radarr/RadarrSettingsPage';
import { SchedulerSettingsPage } from '../../../src/pages/settings/scheduler/SchedulerSettingsPage';
import { SonarrSettingsPage } from '../../../src/pages/settings/sonarr/SonarrSettingsPage';
import { SubtitlesSettingsPage } from '../../../src/pages/settings/subtitles/SubtitlesSettingsPage';
import { setupDemoServer } from '../../support/render';
import { reportsBazarr } from '../../support/scenarios';
import {
  renderSettingsScreen,
  saveButton,
  settingsPosts,
} from '../../features/settings-form/support';

/**
 * Every settings screen, on 1.5.2, 1.5.6 and 1.6.1 (with Jellyfin), changes every switch and text field it shows (rounds, since a
 * switch may show more fields) and saves. The demo answers 500 to a `settings-*` key its version does not have
 * (as a real Bazarr does for a section it lacks, losing the whole save): the save must be stored. Providers,
 * whose keys are staged through its modal, is tested so in providerVersions.test.tsx; Interface has only selects
 * (general.theme, page_size: every version). Selects and number fields are left as they are.
 */
const { backend } = setupDemoServer();

const SCREENS: [string, () => ReactElement][] = [
  ['General', () => <GeneralSettingsPage />],
  ['Languages', () => <LanguagesSettingsPage />],
  ['Subtitles', () => <SubtitlesSettingsPage />],
  ['Sonarr', () => <SonarrSettingsPage />],
  ['Radarr', () => <RadarrSettingsPage />],
  ['Plex', () => <PlexSettingsPage />],
  ['Notifications', () => <NotificationsSettingsPage />],
  ['Scheduler', () => <SchedulerSettingsPage />],
];

/** The screens of each version: Jellyfin from 1.5.7-beta.26 on. */
const VERSIONS: [string, [string, () => ReactElement][]][] = [
  ['1.5.2', SCREENS],
  ['1.5.6', SCREENS],
  ['1.6.1', [...SCREENS, ['Jellyfin', () => <JellyfinSettingsPage />]]],
];

const SETTING_NAME = /^(settings|subzero)-/;

function settingInputs(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>('input[name]')].filter(
    (input) =>
      SETTING_NAME.test(input.name) &&
      !input.readOnly &&
      !input.disabled &&
      // Number fields keep their text: their keys are numbers, which the backend checks as numbers.
      input.getAttribute('role') !== 'spinbutton' &&
      !['decimal', 'numeric'].includes(input.inputMode),
  );
}

/** Flips each switch and appends to each text field once; a field that then fails its rule gets its text back. */
function changeEverything() {
  const touched = new Map<string, string>();
  for (let round = 0; round < 3; round += 1) {
    for (const input of settingInputs()) {
      if (touched.has(input.name)) continue;
      if (input.type === 'checkbox') {
        touched.set(input.name, '');
        fireEvent.click(input);
      } else if (input.type === 'text' || input.type === 'password') {
        touched.set(input.name, input.value);
        fireEvent.change(input, { target: { value: `${input.value}x` } });
      }
    }
  }
  for (const input of settingInputs()) {
    if (input.getAttribute('aria-invalid') === 'true' && touched.has(input.name))
      fireEvent.change(input, { target: { value: touched.get(input.name) } });
  }
  return [...touched.keys()];
}

describe.each(VERSIONS)('saving every settings screen on Bazarr %s', (version, screens) => {
  it.each(screens)('%s: every key it sends is one this version has', async (title, page) => {
    reportsBazarr(backend, version);
    renderSettingsScreen(page());
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(saveButton()).toBeInTheDocument());
    expect(changeEverything().length).toBeGreaterThan(0);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    backend.control.clearRequests();
    fireEvent.click(saveButton());
    await waitFor(() => expect(settingsPosts(backend)).toHaveLength(1));
    const posted = backend.control.requests.find(
      (request) => request.method === 'POST' && request.path === '/api/system/settings',
    );
    expect(Object.keys(posted?.form ?? {}).length).toBeGreaterThan(0);
    // 204: stored. A key this version lacks would have made it 500.
    expect({ status: posted?.status, sent: Object.keys(posted?.form ?? {}) }).toMatchObject({
      status: 204,
    });
  });
});
