import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GeneralSettingsPage } from '../../../src/pages/settings/general/GeneralSettingsPage';
import { ProvidersSettingsPage } from '../../../src/pages/settings/providers/ProvidersSettingsPage';
import { SonarrSettingsPage } from '../../../src/pages/settings/sonarr/SonarrSettingsPage';
import { SubtitlesSettingsPage } from '../../../src/pages/settings/subtitles/SubtitlesSettingsPage';
import {
  postedForm,
  renderSettingsScreen,
  saveButton,
  settingsPosts,
} from '../../features/settings-form/support';
import { setupDemoServer } from '../../support/render';
import { choose, fill, section, type User } from './settingsScreenKit';

/**
 * Every number field of the settings screens, through the UI: what is typed stays as typed (no clamping or
 * rounding on blur), a value out of its range or not a number shows the field's message next to it and keeps
 * Save disabled, an emptied field saves 0 (docs/behaviour.md §5), a valid one saves exactly what was typed.
 */
const { backend } = setupDemoServer();

async function renderScreen(page: ReactElement, ready: () => Promise<unknown>) {
  const rendered = renderSettingsScreen(page);
  await ready();
  backend.control.clearRequests();
  return rendered;
}

/** Types a text into a number field and leaves it: the text must stay exactly as typed. */
async function typeAndLeave(user: User, input: HTMLElement, text: string) {
  await fill(user, input, text);
  await user.tab();
  expect(input).toHaveValue(text);
}

/** The field shows its message, linked to the input, and nothing can be saved. */
async function expectRefused(input: HTMLElement, message: string) {
  await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(saveButton()).toBeDisabled();
  expect(screen.getByText(/fields? to fix$/)).toBeInTheDocument();
  expect(settingsPosts(backend)).toHaveLength(0);
}

async function expectAccepted(input: HTMLElement) {
  await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  expect(saveButton()).toBeEnabled();
}

describe('Settings > General numbers', () => {
  const renderGeneral = () =>
    renderScreen(<GeneralSettingsPage />, () => screen.findByRole('textbox', { name: 'Address' }));
  const retention = () => screen.getByRole('spinbutton', { name: 'Retention (days)' });

  it('keeps a negative retention as typed and refuses it; emptied, it saves 0', async () => {
    const { user } = await renderGeneral();
    await typeAndLeave(user, retention(), '-5');
    await expectRefused(retention(), 'Retention cannot be negative');

    await typeAndLeave(user, retention(), '3 days');
    await expectRefused(retention(), 'Retention must be a whole number of days');

    await typeAndLeave(user, retention(), '');
    await expectAccepted(retention());
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-backup-retention': ['0'] });
  });

  it('refuses a port outside 1 to 65535 or not whole, and saves a valid one as typed', async () => {
    const { user } = await renderGeneral();
    const port = within(section('Host')).getByRole('spinbutton', { name: 'Port' });
    for (const [text, message] of [
      ['0', 'Port must be between 1 and 65535'],
      ['65536', 'Port must be between 1 and 65535'],
      ['-80', 'Port must be between 1 and 65535'],
      ['80.5', 'Port must be a whole number'],
      ['80-80', 'Port must be a whole number'],
    ]) {
      await typeAndLeave(user, port, text);
      await expectRefused(port, message);
    }
    await typeAndLeave(user, port, '65535');
    await expectAccepted(port);
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-general-port': ['65535'] });
  });

  it('asks for a proxy port once a proxy is chosen', async () => {
    // Bazarr's default proxy port is ''.
    backend.state.settings.proxy = { ...backend.state.settings.proxy, type: null, port: '' };
    const { user } = await renderGeneral();
    await choose(user, 'Type', 'HTTP(S)');
    const port = within(section('Proxy')).getByRole('spinbutton', { name: 'Port' });
    expect(port).toHaveValue('');
    await expectRefused(port, 'Port must be between 1 and 65535');
    await typeAndLeave(user, port, '3128');
    await expectAccepted(port);
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-proxy-type': ['http'],
      'settings-proxy-port': ['3128'],
    });
  });
});

describe('Settings > Sonarr numbers', () => {
  it('refuses a port or a minimum score out of range, and saves valid ones as typed', async () => {
    const { user } = await renderScreen(<SonarrSettingsPage />, () =>
      screen.findByRole('region', { name: 'Host' }),
    );
    const port = within(section('Host')).getByRole('spinbutton', { name: 'Port' });
    const score = within(section('Options')).getByRole('spinbutton', {
      name: 'Minimum Score For Episodes',
    });
    await typeAndLeave(user, port, '70000');
    await expectRefused(port, 'Port must be between 1 and 65535');
    await typeAndLeave(user, port, '8990');
    await expectAccepted(port);

    for (const [text, message] of [
      ['101', 'Minimum score must be between 0 and 100'],
      ['-1', 'Minimum score must be between 0 and 100'],
      ['85.5', 'Minimum score must be a whole number'],
    ]) {
      await typeAndLeave(user, score, text);
      await expectRefused(score, message);
    }
    await typeAndLeave(user, score, '85');
    await expectAccepted(score);
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-sonarr-port': ['8990'],
      'settings-general-minimum_score': ['85'],
    });
  });
});

describe('Settings > Subtitles numbers', () => {
  it('refuses upgrade days outside 0 to 30 and thresholds outside 0 to 100', async () => {
    backend.state.settings.general = {
      ...backend.state.settings.general,
      upgrade_subs: true,
      use_postprocessing: true,
      use_postprocessing_threshold: true,
    };
    const { user } = await renderScreen(<SubtitlesSettingsPage />, () =>
      screen.findByRole('heading', { name: 'Subtitles Options', level: 2 }),
    );
    const days = screen.getByRole('spinbutton', { name: 'Days of History to Upgrade' });
    for (const [text, message] of [
      ['31', 'Upgrade history window must be between 0 and 30 days'],
      ['-1', 'Upgrade history window must be between 0 and 30 days'],
      ['a week', 'Upgrade history window must be a whole number of days'],
    ]) {
      await typeAndLeave(user, days, text);
      await expectRefused(days, message);
    }
    await typeAndLeave(user, days, '');
    await expectAccepted(days);

    const threshold = within(section('Custom Post-Processing')).getByRole('spinbutton', {
      name: 'Series Score Threshold (%)',
    });
    await typeAndLeave(user, threshold, '101');
    await expectRefused(threshold, 'Score threshold must be between 0 and 100');
    await typeAndLeave(user, threshold, '0');
    await expectAccepted(threshold);

    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-days_to_upgrade_subs': ['0'],
      'settings-general-postprocessing_threshold': ['0'],
    });
  });
});

describe('Settings > Providers numbers', () => {
  it('refuses a timeout below 1 second in the provider modal, and saves a valid one as typed', async () => {
    const { user } = await renderScreen(<ProvidersSettingsPage />, () =>
      screen.findByRole('list', { name: 'Enabled providers' }),
    );
    const enabled = screen.getByRole('list', { name: 'Enabled providers' });
    await user.click(within(enabled).getByRole('button', { name: 'Embedded Subtitles' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit Provider' });
    const timeout = within(modal).getByRole('spinbutton', {
      name: 'Extraction timeout in seconds',
    });
    const modalSave = within(modal).getByRole('button', { name: 'Save' });
    for (const [text, message] of [
      ['0', 'Timeout must be at least 1 second'],
      ['1.5', 'Timeout must be a whole number of seconds'],
    ]) {
      await typeAndLeave(user, timeout, text);
      await waitFor(() =>
        expect(timeout).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      expect(timeout).toHaveAttribute('aria-invalid', 'true');
      expect(modalSave).toBeDisabled();
    }
    await typeAndLeave(user, timeout, '900');
    await waitFor(() => expect(modalSave).toBeEnabled());
    await user.click(modalSave);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-embeddedsubtitles-timeout': ['900'] });
  });
});
