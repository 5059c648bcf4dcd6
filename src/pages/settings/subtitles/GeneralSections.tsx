import {
  SettingNumber,
  SettingSelect,
  SettingsSection,
  SettingSwitch,
  SettingText,
  ShowWhen,
} from '../../../features/settings-form';
import {
  ADAPTIVE_DELAY_OPTIONS,
  ADAPTIVE_DELTA_OPTIONS,
  EMBEDDED_PARSER_OPTIONS,
  FOLDER_OPTIONS,
  HI_EXTENSION_OPTIONS,
} from './options';
import { MAX_UPGRADE_DAYS } from './subtitlesForm';

export const isOn = (value: unknown) => value === true;

/** Where and how subtitle files are written. */
export function SubtitleFilesSection() {
  return (
    <SettingsSection title="Subtitles Options">
      <SettingSelect
        settingKey="settings-general-subfolder"
        label="Subtitle Folder"
        options={FOLDER_OPTIONS}
        description="Choose the folder you wish to store/read the subtitles"
      />
      <ShowWhen
        settingKey="settings-general-subfolder"
        matches={(folder) => typeof folder === 'string' && folder !== '' && folder !== 'current'}
      >
        <SettingText
          settingKey="settings-general-subfolder_custom"
          label="Custom Subtitles Folder"
          description="Relative to the media file, or an absolute path, as chosen above"
        />
      </ShowWhen>
      <SettingSelect
        settingKey="settings-general-hi_extension"
        label="Hearing-impaired subtitles extension"
        options={HI_EXTENSION_OPTIONS}
        description="What file extension to use when saving hearing-impaired subtitles to disk (e.g., video.en.sdh.srt)."
      />
      <SettingSwitch
        settingKey="settings-general-utf8_encode"
        label="Encode Subtitles To UTF8"
        description="Re-encode downloaded subtitles to UTF8. Should be left enabled in most cases."
      />
    </SettingsSection>
  );
}

/** Replacing downloaded subtitles with better ones later. */
export function UpgradeSection() {
  return (
    <SettingsSection title="Upgrading Subtitles">
      <SettingSwitch
        settingKey="settings-general-upgrade_subs"
        label="Upgrade Previously Downloaded Subtitles"
        description="Schedule a task to upgrade subtitles previously downloaded by Bazarr."
      />
      <ShowWhen settingKey="settings-general-upgrade_subs" matches={isOn}>
        <SettingNumber
          settingKey="settings-general-days_to_upgrade_subs"
          label="Days of History to Upgrade"
          min={0}
          max={MAX_UPGRADE_DAYS}
          description={`Number of days to go back in history to upgrade subtitles (up to ${MAX_UPGRADE_DAYS})`}
        />
        <SettingSwitch
          settingKey="settings-general-upgrade_manual"
          label="Upgrade Manually Downloaded or Translated Subtitles"
          description="Enable or disable upgrade of manually downloaded or translated subtitles."
        />
      </ShowWhen>
    </SettingsSection>
  );
}

/** Subtitle tracks inside the media files. */
export function EmbeddedSubtitlesSection() {
  return (
    <SettingsSection title="Embedded Subtitles">
      <SettingSwitch
        settingKey="settings-general-use_embedded_subs"
        label="Use Embedded Subtitles"
        description="Use embedded subtitles in media files when determining missing ones."
      />
      <ShowWhen settingKey="settings-general-use_embedded_subs" matches={isOn}>
        <SettingSwitch
          settingKey="settings-general-ignore_pgs_subs"
          label="Ignore Embedded PGS Subtitles"
          description="Ignores PGS Subtitles in Embedded Subtitles detection."
        />
        <SettingSwitch
          settingKey="settings-general-ignore_vobsub_subs"
          label="Ignore Embedded VobSub Subtitles"
          description="Ignores VobSub Subtitles in Embedded Subtitles detection."
        />
        <SettingSwitch
          settingKey="settings-general-ignore_ass_subs"
          label="Ignore Embedded ASS Subtitles"
          description="Ignores ASS Subtitles in Embedded Subtitles detection."
        />
        <SettingSwitch
          settingKey="settings-general-embedded_subs_show_desired"
          label="Show Only Desired Languages"
          description="Hide embedded subtitles for languages that are not currently desired."
        />
        <SettingSelect
          settingKey="settings-general-embedded_subtitles_parser"
          label="Embedded Subtitles Parser"
          options={EMBEDDED_PARSER_OPTIONS}
          description="The tool reading the tracks of the media files"
        />
      </ShowWhen>
    </SettingsSection>
  );
}

/** How hard Bazarr searches providers. */
export function PerformanceSection() {
  return (
    <SettingsSection title="Performance / Optimization">
      <SettingSwitch
        settingKey="settings-general-adaptive_searching"
        label="Adaptive Searching"
        description="When searching for subtitles, Bazarr will reduce search frequency to limit calls to providers."
      />
      <ShowWhen settingKey="settings-general-adaptive_searching" matches={isOn}>
        <SettingSelect
          settingKey="settings-general-adaptive_searching_delay"
          label="Adaptive Searching Delay"
          options={ADAPTIVE_DELAY_OPTIONS}
          description="How long after the initial search Bazarr starts searching less often."
        />
        <SettingSelect
          settingKey="settings-general-adaptive_searching_delta"
          label="Adaptive Searching Delta"
          options={ADAPTIVE_DELTA_OPTIONS}
          description="How often Bazarr searches for subtitles when in adaptive search mode."
        />
      </ShowWhen>
      <SettingSwitch
        settingKey="settings-general-multithreading"
        label="Search Enabled Providers Simultaneously"
        description="Search multiple providers at once (don't choose this on low powered devices)"
      />
      <SettingSwitch
        settingKey="settings-general-skip_hashing"
        label="Skip video file hash calculation"
        description="Skip the hash of video files when searching: faster on slow or remote storage, but providers matching by hash will give lower scores."
      />
    </SettingsSection>
  );
}
