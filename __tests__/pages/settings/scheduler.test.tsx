import { screen, within } from '@testing-library/react';
import { SchedulerSettingsPage } from '../../../src/pages/settings/scheduler/SchedulerSettingsPage';
import { setupDemoServer } from '../../support/render';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';

const { backend } = setupDemoServer();

async function renderScheduler() {
  const rendered = renderSettingsScreen(<SchedulerSettingsPage />);
  await screen.findByRole('combobox', { name: 'Update Series List from Sonarr' });
  backend.control.clearRequests();
  return rendered;
}

type User = Awaited<ReturnType<typeof renderScheduler>>['user'];

async function choose(user: User, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Settings > Scheduler', () => {
  it("offers the sync intervals of docs/behaviour.md §9 and Bazarr's, and shows the stored one", async () => {
    const { user } = await renderScheduler();
    // The seed stores 100 years: Bazarr's 'Manually'.
    expect(
      screen.getByRole('combobox', { name: 'Update Series List from Sonarr' }),
    ).toHaveTextContent('Manually');
    await user.click(screen.getByRole('combobox', { name: 'Update Movies List from Radarr' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Manually',
      '15 Minutes',
      '1 Hour',
      '3 Hours',
      '6 Hours',
      '12 Hours',
      '24 Hours',
      'Weekly',
    ]);
    await user.click(screen.getByRole('option', { name: '3 Hours' }));
    await choose(user, 'Search for Missing Series Subtitles', '24 Hours');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-radarr-movies_sync': ['180'],
      'settings-general-wanted_search_frequency': ['24'],
    });
  });

  it("offers Bazarr's Manually and Weekly for syncs, searches and upgrades, with Bazarr's values", async () => {
    const { user } = await renderScheduler();
    await choose(user, 'Update Series List from Sonarr', 'Weekly');
    await choose(user, 'Update Movies List from Radarr', '1 Hour');
    await choose(user, 'Update Movies List from Radarr', 'Manually');
    await user.click(
      screen.getByRole('combobox', { name: 'Upgrade Previously Downloaded Subtitles' }),
    );
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Manually',
      '6 Hours',
      '12 Hours',
      '24 Hours',
      'Weekly',
    ]);
    await user.click(screen.getByRole('option', { name: 'Weekly' }));
    await choose(user, 'Search for Missing Movies Subtitles', 'Manually');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-sonarr-series_sync': ['10080'],
      'settings-general-upgrade_frequency': ['168'],
      'settings-general-wanted_search_frequency_movie': ['876000'],
    });
  });

  it('switches the cached embedded subtitles parser results for series and movies apart', async () => {
    const { user } = await renderScheduler();
    const label = 'Use cached embedded subtitles parser results';
    const series = within(screen.getByRole('region', { name: 'Series Disk Indexing' }));
    const movies = within(screen.getByRole('region', { name: 'Movies Disk Indexing' }));
    expect(series.getByRole('checkbox', { name: label })).toBeChecked();
    expect(movies.getByRole('checkbox', { name: label })).toBeChecked();
    await user.click(movies.getByRole('checkbox', { name: label }));
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-radarr-use_ffprobe_cache': ['false'] });
  });

  it('shows Day of The Week for weekly and Time of The Day for daily or weekly', async () => {
    const { user } = await renderScheduler();
    const backup = within(screen.getByRole('region', { name: 'Backup' }));
    expect(
      backup.getByRole('combobox', { name: 'Backup Database and Configuration File' }),
    ).toHaveTextContent('Manually');
    expect(backup.queryByRole('combobox', { name: 'Day of The Week' })).not.toBeInTheDocument();
    expect(backup.queryByRole('combobox', { name: 'Time of The Day' })).not.toBeInTheDocument();

    await choose(user, 'Backup Database and Configuration File', 'Daily');
    expect(backup.queryByRole('combobox', { name: 'Day of The Week' })).not.toBeInTheDocument();
    expect(backup.getByRole('combobox', { name: 'Time of The Day' })).toBeInTheDocument();

    await choose(user, 'Backup Database and Configuration File', 'Weekly');
    await user.click(backup.getByRole('combobox', { name: 'Day of The Week' }));
    await user.click(await screen.findByRole('option', { name: 'Monday' }));
    await user.click(backup.getByRole('combobox', { name: 'Time of The Day' }));
    await user.click(await screen.findByRole('option', { name: '05:00' }));
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-backup-frequency': ['Weekly'],
      'settings-backup-day': ['0'],
      'settings-backup-hour': ['5'],
    });
  });

  it('has disk indexing for episodes and movies, and the episodes sync only where the backend has it', async () => {
    await renderScheduler();
    expect(
      screen.getByRole('combobox', { name: 'Update All Episode Subtitles from Disk' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Update All Movie Subtitles from Disk' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Upgrade Previously Downloaded Subtitles' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'Update Episodes List from Sonarr' }),
    ).not.toBeInTheDocument();
  });

  it('shows the episodes sync of an older backend', async () => {
    backend.control.mutate((state) => {
      state.settings.sonarr = { ...state.settings.sonarr, episodes_sync: 60 };
    });
    renderSettingsScreen(<SchedulerSettingsPage />);
    expect(
      await screen.findByRole('combobox', { name: 'Update Episodes List from Sonarr' }),
    ).toHaveTextContent('1 Hour');
  });
});
