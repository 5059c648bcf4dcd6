import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GeneralSettingsPage } from '../../../src/pages/settings/general/GeneralSettingsPage';
import { InterfaceSettingsPage } from '../../../src/pages/settings/ui/InterfaceSettingsPage';
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
 * Every settings screen, on 1.5.2, 1.5.6 and 1.6.1 (with Jellyfin), changes every switch, text field, select and number field it shows
 * (rounds, since a change may show more fields) and saves. The demo answers 500 to a `settings-*` key its version
 * does not have (as a real Bazarr does for a section it lacks, losing the whole save): the save must be stored.
 * Providers, whose keys are staged through its modal, is tested so in providerVersions.test.tsx.
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
  ['Interface', () => <InterfaceSettingsPage />],
];

/** The screens of each version: Jellyfin from 1.5.7-beta.26 on. */
const VERSIONS: [string, [string, () => ReactElement][]][] = [
  ['1.5.2', SCREENS],
  ['1.5.6', SCREENS],
  ['1.6.1', [...SCREENS, ['Jellyfin', () => <JellyfinSettingsPage />]]],
];

const SETTING_NAME = /^(settings|subzero)-/;

type Field = HTMLInputElement | HTMLSelectElement;

/** The setting fields shown and editable: inputs, and the native selects behind the drop-down lists. */
function settingFields(): Field[] {
  return [...document.querySelectorAll<Field>('input[name], select[name]')].filter(
    (field) =>
      SETTING_NAME.test(field.name) &&
      !(field instanceof HTMLInputElement && field.readOnly) &&
      !field.disabled,
  );
}

const isNumberField = (field: Field) => field.getAttribute('role') === 'spinbutton';

/** What a field holds, to put it back when the change breaks the page's rules. */
function valueOf(field: Field): string[] {
  if (field instanceof HTMLSelectElement)
    return [...field.selectedOptions].map((option) => option.value);
  return [field.value];
}

/** One more value in a list, another value in a drop-down; false when there is no other. */
function changeSelect(select: HTMLSelectElement): boolean {
  const options = [...select.options].filter((option) => option.value !== '');
  const next = select.multiple
    ? options.find((option) => !option.selected)
    : options.find((option) => option.value !== select.value);
  if (!next) return false;
  if (select.multiple) next.selected = true;
  else select.value = next.value;
  fireEvent.change(select);
  return true;
}

/** One step up (or down, at the top of its range) with the arrow keys, as a user would nudge it. */
function changeNumber(input: HTMLInputElement): boolean {
  const before = input.value;
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  if (input.value === before) fireEvent.keyDown(input, { key: 'ArrowDown' });
  return input.value !== before;
}

/** The kind of a field, to check that every kind a screen shows is changed. */
function kindOf(field: Field): string {
  if (field instanceof HTMLSelectElement) return 'select';
  if (isNumberField(field)) return 'number';
  return field.type === 'checkbox' ? 'switch' : 'text';
}

function change(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return changeSelect(field);
  if (isNumberField(field)) return changeNumber(field);
  if (field.type === 'checkbox') {
    fireEvent.click(field);
    return true;
  }
  if (field.type === 'text' || field.type === 'password') {
    fireEvent.change(field, { target: { value: `${field.value}x` } });
    return true;
  }
  return false;
}

function restore(field: Field, value: string[]) {
  if (field instanceof HTMLSelectElement) {
    for (const option of field.options) option.selected = value.includes(option.value);
    fireEvent.change(field);
  } else {
    fireEvent.change(field, { target: { value: value[0] } });
  }
}

/** Whether the page marks the field as breaking its rules (an input, or the drop-down of a select). */
function invalid(field: Field): boolean {
  if (field.getAttribute('aria-invalid') === 'true') return true;
  return field instanceof HTMLSelectElement && field.closest('[data-invalid]') !== null;
}

/**
 * Changes each field once; a field that then breaks its rule gets its value back. A drop-down list takes its new
 * value after the event (its state machine), so each round waits for what that shows before the next.
 */
async function changeEverything() {
  const touched = new Map<string, { field: Field; value: string[] }>();
  for (let round = 0; round < 3; round += 1) {
    for (const field of settingFields()) {
      if (touched.has(field.name)) continue;
      const value = valueOf(field);
      if (change(field)) touched.set(field.name, { field, value });
    }
    await act(async () => {
      await Promise.resolve();
    });
  }
  for (const { field, value } of touched.values()) {
    if (field.isConnected && invalid(field)) restore(field, value);
  }
  return [...touched.values()].map(({ field }) => field);
}

describe.each(VERSIONS)('saving every settings screen on Bazarr %s', (version, screens) => {
  it.each(screens)('%s: every key it sends is one this version has', async (title, page) => {
    reportsBazarr(backend, version);
    renderSettingsScreen(page());
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(saveButton()).toBeInTheDocument());
    const shown = [...new Set(settingFields().map(kindOf))];
    const changed = await changeEverything();
    expect(changed.length).toBeGreaterThan(0);
    // Every kind of field the screen shows (selects and number fields too) has been changed.
    expect([...new Set(changed.map(kindOf))]).toEqual(expect.arrayContaining(shown));
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
