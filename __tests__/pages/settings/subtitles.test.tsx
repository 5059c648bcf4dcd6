import { screen, waitFor, within } from '@testing-library/react';
import { SubtitlesSettingsPage } from '../../../src/pages/settings/subtitles/SubtitlesSettingsPage';
import { setupDemoServer } from '../../support/render';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';
import { choose, fill, section } from './settingsScreenKit';

const { backend } = setupDemoServer();

async function renderSubtitles() {
  const rendered = renderSettingsScreen(<SubtitlesSettingsPage />);
  await screen.findByRole('heading', { name: 'Subtitles Options', level: 2 });
  backend.control.clearRequests();
  return rendered;
}

const posts = () => backend.control.requests.filter((request) => request.method === 'POST');

describe('Settings > Subtitles', () => {
  it('has the sections of docs/behaviour.md §9 and nothing to save at first', async () => {
    await renderSubtitles();
    for (const title of [
      'Subtitles Options',
      'Upgrading Subtitles',
      'Embedded Subtitles',
      'Performance / Optimization',
      'Post-Processing',
      'Synchronization / Alignment',
      'Custom Post-Processing',
    ]) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Subtitle Folder' })).toHaveTextContent(
      'AlongSide Media File',
    );
    expect(
      screen.getByRole('combobox', { name: 'Hearing-impaired subtitles extension' }),
    ).toHaveTextContent('.hi');
    expect(screen.getByRole('combobox', { name: 'Adaptive Searching Delay' })).toHaveTextContent(
      '3 weeks',
    );
    expect(screen.getByRole('combobox', { name: 'Adaptive Searching Delta' })).toHaveTextContent(
      '1 week',
    );
    expect(screen.getByRole('combobox', { name: 'Embedded Subtitles Parser' })).toHaveTextContent(
      'ffprobe',
    );
    expect(saveButton()).toBeDisabled();
  });

  it('asks for a custom folder only when the subtitle folder is not alongside the media', async () => {
    const { user } = await renderSubtitles();
    expect(
      screen.queryByRole('textbox', { name: 'Custom Subtitles Folder' }),
    ).not.toBeInTheDocument();
    await choose(user, 'Subtitle Folder', 'Absolute Path');
    await fill(user, screen.getByRole('textbox', { name: 'Custom Subtitles Folder' }), '/subs');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-subfolder': ['absolute'],
      'settings-general-subfolder_custom': ['/subs'],
    });
  });

  it('refuses more than 30 days of upgrade history', async () => {
    const { user } = await renderSubtitles();
    const days = screen.getByRole('spinbutton', { name: 'Days of History to Upgrade' });
    expect(days).toHaveValue('7');
    await fill(user, days, '45');
    await user.click(saveButton());
    expect(
      await screen.findByText('Upgrade history window must be between 0 and 30 days'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await fill(user, days, '30');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-general-days_to_upgrade_subs': ['30'] });
  });

  it('hides the upgrade options while upgrading is off', async () => {
    const { user } = await renderSubtitles();
    await user.click(
      screen.getByRole('checkbox', { name: 'Upgrade Previously Downloaded Subtitles' }),
    );
    expect(
      screen.queryByRole('spinbutton', { name: 'Days of History to Upgrade' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: /Upgrade Manually Downloaded/ }),
    ).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-general-upgrade_subs': ['false'] });
  });

  it('reads the post-processing fixes from the stored mods and saves each as its subzero key', async () => {
    backend.state.settings.general = {
      ...backend.state.settings.general,
      subzero_mods: ['remove_HI', 'color(name=dark-red)'],
    };
    const { user } = await renderSubtitles();
    const fixes = section('Post-Processing');
    expect(within(fixes).getByRole('checkbox', { name: 'Hearing Impaired' })).toBeChecked();
    expect(within(fixes).getByRole('checkbox', { name: 'OCR Fixes' })).not.toBeChecked();
    expect(within(fixes).getByRole('combobox', { name: 'Color' })).toHaveTextContent('Dark Red');

    await user.click(within(fixes).getByRole('checkbox', { name: 'Hearing Impaired' }));
    await user.click(within(fixes).getByRole('checkbox', { name: 'OCR Fixes' }));
    await user.click(within(fixes).getByRole('button', { name: 'Clear selection' }));
    expect(saveButton()).toHaveAccessibleName('Save 3');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'subzero-remove_HI': ['false'],
      'subzero-OCR_fixes': ['true'],
      'subzero-color': [''],
    });
    await waitFor(() =>
      expect(backend.state.settings.general?.subzero_mods).toEqual(['OCR_fixes']),
    );
    await waitFor(() => expect(saveButton()).toHaveAccessibleName('Save 0'));
    expect(within(fixes).getByRole('checkbox', { name: 'OCR Fixes' })).toBeChecked();
  });

  it('offers the 16 colours', async () => {
    const { user } = await renderSubtitles();
    await user.click(screen.getByRole('combobox', { name: 'Color' }));
    const colours = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(colours.map((option) => option.textContent)).toEqual([
      'White',
      'Light Gray',
      'Red',
      'Green',
      'Yellow',
      'Blue',
      'Magenta',
      'Cyan',
      'Black',
      'Dark Red',
      'Dark Green',
      'Dark Yellow',
      'Dark Blue',
      'Dark Magenta',
      'Dark Cyan',
      'Dark Grey',
    ]);
  });

  it('asks for a 4-digit octal chmod once it is enabled', async () => {
    const { user } = await renderSubtitles();
    await user.click(screen.getByRole('checkbox', { name: 'Permission (chmod)' }));
    const chmod = screen.getByRole('textbox', { name: 'File Permission' });
    expect(chmod).toHaveValue('0640');
    await fill(user, chmod, '777');
    await user.click(saveButton());
    expect(
      await screen.findByText('Must be 4 digit octal', { selector: '.chakra-field__errorText' }),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await fill(user, chmod, '0775');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-chmod_enabled': ['true'],
      'settings-general-chmod': ['0775'],
    });
  });

  it('shows the sync thresholds and the post-processing command with its variables when enabled', async () => {
    const { user } = await renderSubtitles();
    expect(
      screen.queryByRole('table', { name: 'Post-processing command variables' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Custom Post-Processing' }));
    const table = screen.getByRole('table', { name: 'Post-processing command variables' });
    for (const variable of [
      '{{directory}}',
      '{{subtitles_language_code2_dot}}',
      '{{episode_id}}',
      '{{provider}}',
    ]) {
      expect(within(table).getByText(variable)).toBeInTheDocument();
    }
    await fill(user, screen.getByRole('textbox', { name: 'Command' }), 'echo {{subtitles}}');

    const sync = section('Synchronization / Alignment');
    // As in Bazarr, the options a manual sync uses too show before automatic sync is on.
    expect(
      within(sync).getByRole('checkbox', {
        name: 'Always use Audio Track as Reference for Syncing',
      }),
    ).toBeInTheDocument();
    expect(within(sync).getByRole('combobox', { name: 'Max Offset Seconds' })).toBeInTheDocument();
    expect(
      within(sync).getByRole('checkbox', { name: 'Do Not Fix Framerate Mismatch' }),
    ).toBeInTheDocument();
    expect(
      within(sync).getByRole('checkbox', { name: 'Golden-Section Search' }),
    ).toBeInTheDocument();
    expect(
      within(sync).queryByRole('checkbox', { name: 'Series Score Threshold' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(sync).getByRole('checkbox', { name: 'Automatic Subtitles Synchronization' }),
    );
    await user.click(within(sync).getByRole('checkbox', { name: 'Series Score Threshold' }));
    expect(
      within(sync).getByRole('spinbutton', { name: 'Series Score Threshold (%)' }),
    ).toHaveValue('90');
    expect(
      within(sync).queryByRole('spinbutton', { name: 'Movies Score Threshold (%)' }),
    ).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-use_postprocessing': ['true'],
      'settings-general-postprocessing_cmd': ['echo {{subtitles}}'],
      'settings-subsync-use_subsync': ['true'],
      'settings-subsync-use_subsync_threshold': ['true'],
    });
  });

  it('shows the adaptive searching defaults when the backend has none', async () => {
    backend.state.settings.general = {
      ...backend.state.settings.general,
      adaptive_searching_delay: '',
      adaptive_searching_delta: '',
    };
    await renderSubtitles();
    expect(screen.getByRole('combobox', { name: 'Adaptive Searching Delay' })).toHaveTextContent(
      '3 weeks',
    );
    expect(screen.getByRole('combobox', { name: 'Adaptive Searching Delta' })).toHaveTextContent(
      '1 week',
    );
    expect(saveButton()).toBeDisabled();
  });
});
