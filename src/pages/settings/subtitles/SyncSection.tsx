import { useMemo } from 'react';
import { useGetLanguagesQuery } from '../../../api/languages';
import {
  SettingMultiSelect,
  SettingNumber,
  SettingSelect,
  SettingsSection,
  SettingSwitch,
  ShowWhen,
} from '../../../features/settings-form';
import { PROVIDERS } from '../providers/catalogue';
import { isOn } from './GeneralSections';
import { MAX_OFFSET_OPTIONS } from './options';

const PROVIDER_OPTIONS = PROVIDERS.map((provider) => ({
  value: provider.key,
  label: provider.name,
}));

/** A switch with the score threshold it enables (docs/behaviour.md §9: separate for series and movies). */
export function ScoreThreshold({
  switchKey,
  scoreKey,
  label,
}: {
  switchKey: string;
  scoreKey: string;
  label: string;
}) {
  return (
    <>
      <SettingSwitch settingKey={switchKey} label={label} />
      <ShowWhen settingKey={switchKey} matches={isOn}>
        <SettingNumber settingKey={scoreKey} label={`${label} (%)`} min={0} max={100} />
      </ShowWhen>
    </>
  );
}

function CheckerExclusions() {
  // The settings form has loaded the languages already (they never go stale).
  const { data: languages = [] } = useGetLanguagesQuery();
  const languageOptions = useMemo(
    () =>
      languages
        .filter((language) => language.enabled)
        .map((language) => ({ value: language.code2, label: language.name })),
    [languages],
  );
  return (
    <>
      <SettingMultiSelect
        settingKey="settings-subsync-checker-blacklisted_providers"
        label="Do not sync subtitles from these providers"
        options={PROVIDER_OPTIONS}
        placeholder="Select providers"
      />
      <SettingMultiSelect
        settingKey="settings-subsync-checker-blacklisted_languages"
        label="Do not sync subtitles in these languages"
        options={languageOptions}
        placeholder="Select languages"
      />
    </>
  );
}

/** Aligning downloaded subtitles with the audio or an embedded track. */
export function SyncSection() {
  return (
    <SettingsSection title="Synchronization / Alignment">
      <SettingSwitch
        settingKey="settings-subsync-use_subsync"
        label="Automatic Subtitles Synchronization"
        description="Enable the automatic subtitles synchronization after downloading a subtitle."
      />
      {/* As in Bazarr: these also apply to a sync started from Subtitle Tools, so they show whatever the switch. */}
      <SettingSwitch
        settingKey="settings-subsync-force_audio"
        label="Always use Audio Track as Reference for Syncing"
        description="Use the audio track as reference for syncing, instead of using the embedded subtitle."
      />
      <SettingSelect
        settingKey="settings-subsync-max_offset_seconds"
        label="Max Offset Seconds"
        options={MAX_OFFSET_OPTIONS}
        description="The largest shift the synchronization may apply."
      />
      <SettingSwitch
        settingKey="settings-subsync-no_fix_framerate"
        label="Do Not Fix Framerate Mismatch"
        description="Do not try to correct a framerate mismatch between the subtitle and the video."
      />
      <SettingSwitch
        settingKey="settings-subsync-gss"
        label="Golden-Section Search"
        description="Search for the framerate ratio with golden-section search."
      />
      <ShowWhen settingKey="settings-subsync-use_subsync" matches={isOn}>
        <ScoreThreshold
          switchKey="settings-subsync-use_subsync_threshold"
          scoreKey="settings-subsync-subsync_threshold"
          label="Series Score Threshold"
        />
        <ScoreThreshold
          switchKey="settings-subsync-use_subsync_movie_threshold"
          scoreKey="settings-subsync-subsync_movie_threshold"
          label="Movies Score Threshold"
        />
        <CheckerExclusions />
        <SettingSwitch
          settingKey="settings-subsync-debug"
          label="Debug"
          description="Do not actually sync the subtitles but generate a .tar.gz file to be able to open an issue for ffsubsync. This file will reside alongside the media file."
        />
      </ShowWhen>
    </SettingsSection>
  );
}
