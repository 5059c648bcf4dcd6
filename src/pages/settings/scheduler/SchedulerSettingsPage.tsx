import { useSettings } from '../../../api/settings';
import {
  SettingSelect,
  SettingsForm,
  SettingsSection,
  SettingSwitch,
} from '../../../features/settings-form';
import { intervalLabel, SEARCH_OPTIONS, SYNC_OPTIONS } from './options';
import { ScheduleFields } from './ScheduleFields';

const minutes = intervalLabel('minutes');
const hours = intervalLabel('hours');

/** Older Bazarr versions sync episodes on their own schedule (sonarr.episodes_sync); newer ones with the series. */
function useHasEpisodesSync(): boolean {
  const { settings } = useSettings();
  return settings !== undefined && 'episodes_sync' in settings.sonarr;
}

const FFPROBE_CACHE_HINT =
  'While a file is unchanged, reuse what the last indexing found in it (ffprobe or mediainfo) instead of analysing it again.';

/** When Bazarr scans the disk for the subtitles of one manager's files, and whether it reuses earlier results. */
function DiskIndexingSection({ manager }: { manager: 'sonarr' | 'radarr' }) {
  const series = manager === 'sonarr';
  return (
    <SettingsSection
      title={`${series ? 'Series' : 'Movies'} Disk Indexing`}
      description="When Bazarr scans the disk for subtitles it does not know about."
    >
      <ScheduleFields
        label={`Update All ${series ? 'Episode' : 'Movie'} Subtitles from Disk`}
        frequencyKey={`settings-${manager}-full_update`}
        dayKey={`settings-${manager}-full_update_day`}
        hourKey={`settings-${manager}-full_update_hour`}
      />
      <SettingSwitch
        settingKey={`settings-${manager}-use_ffprobe_cache`}
        label="Use cached embedded subtitles parser results"
        description={FFPROBE_CACHE_HINT}
      />
    </SettingsSection>
  );
}

/** Settings > Scheduler (docs/behaviour.md §9): when Bazarr syncs, indexes the disk, searches, upgrades and backs up. */
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

      <DiskIndexingSection manager="sonarr" />
      <DiskIndexingSection manager="radarr" />

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
