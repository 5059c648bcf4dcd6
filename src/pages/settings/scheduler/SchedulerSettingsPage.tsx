import { useGetSettingsQuery } from '../../../api/settings';
import { SettingSelect, SettingsForm, SettingsSection } from '../../../features/settings-form';
import { intervalLabel, SEARCH_OPTIONS, SYNC_OPTIONS } from './options';
import { ScheduleFields } from './ScheduleFields';

const minutes = intervalLabel('minutes');
const hours = intervalLabel('hours');

/** Older Bazarr versions sync episodes on their own schedule (sonarr.episodes_sync); newer ones with the series. */
function useHasEpisodesSync(): boolean {
  const { data } = useGetSettingsQuery();
  return data !== undefined && 'episodes_sync' in data.sonarr;
}

/** Settings > Scheduler (SPEC §9): when Bazarr syncs, indexes the disk, searches, upgrades and backs up. */
export function SchedulerSettingsPage() {
  const hasEpisodesSync = useHasEpisodesSync();
  return (
    <SettingsForm title="Scheduler">
      <SettingsSection
        title="Sync"
        description="How often Bazarr reads the series and movies lists from Sonarr and Radarr."
      >
        <SettingSelect
          settingKey="settings-sonarr-series_sync"
          label="Update Series List from Sonarr"
          options={SYNC_OPTIONS}
          unknownLabel={minutes}
        />
        {hasEpisodesSync && (
          <SettingSelect
            settingKey="settings-sonarr-episodes_sync"
            label="Update Episodes List from Sonarr"
            options={SYNC_OPTIONS}
            unknownLabel={minutes}
          />
        )}
        <SettingSelect
          settingKey="settings-radarr-movies_sync"
          label="Update Movies List from Radarr"
          options={SYNC_OPTIONS}
          unknownLabel={minutes}
        />
      </SettingsSection>

      <SettingsSection
        title="Disk Indexing"
        description="When Bazarr scans the disk for subtitles it does not know about."
      >
        <ScheduleFields
          label="Update All Episode Subtitles from Disk"
          frequencyKey="settings-sonarr-full_update"
          dayKey="settings-sonarr-full_update_day"
          hourKey="settings-sonarr-full_update_hour"
        />
        <ScheduleFields
          label="Update All Movie Subtitles from Disk"
          frequencyKey="settings-radarr-full_update"
          dayKey="settings-radarr-full_update_day"
          hourKey="settings-radarr-full_update_hour"
        />
      </SettingsSection>

      <SettingsSection title="Search and Upgrade Subtitles">
        <SettingSelect
          settingKey="settings-general-wanted_search_frequency"
          label="Search for Missing Series Subtitles"
          options={SEARCH_OPTIONS}
          unknownLabel={hours}
        />
        <SettingSelect
          settingKey="settings-general-wanted_search_frequency_movie"
          label="Search for Missing Movies Subtitles"
          options={SEARCH_OPTIONS}
          unknownLabel={hours}
        />
        <SettingSelect
          settingKey="settings-general-upgrade_frequency"
          label="Upgrade Previously Downloaded Subtitles"
          options={SEARCH_OPTIONS}
          unknownLabel={hours}
        />
      </SettingsSection>

      <SettingsSection
        title="Backup"
        description="The backup folder and retention are set on the General page."
      >
        <ScheduleFields
          label="Backup Database and Configuration File"
          frequencyKey="settings-backup-frequency"
          dayKey="settings-backup-day"
          hourKey="settings-backup-hour"
        />
      </SettingsSection>
    </SettingsForm>
  );
}
