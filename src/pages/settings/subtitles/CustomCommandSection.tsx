import {
  SettingsSection,
  SettingSwitch,
  SettingText,
  ShowWhen,
} from '../../../features/settings-form';
import { CommandVariablesTable } from './CommandVariablesTable';
import { isOn } from './GeneralSections';
import { ScoreThreshold } from './SyncSection';

/** A command run after each download, with score thresholds and the variables it can use. */
export function CustomCommandSection() {
  return (
    <SettingsSection title="Custom Post-Processing">
      <SettingSwitch
        settingKey="settings-general-use_postprocessing"
        label="Custom Post-Processing"
        description="Enable the post-processing execution after downloading a subtitle."
      />
      <ShowWhen settingKey="settings-general-use_postprocessing" matches={isOn}>
        <ScoreThreshold
          switchKey="settings-general-use_postprocessing_threshold"
          scoreKey="settings-general-postprocessing_threshold"
          label="Series Score Threshold"
        />
        <ScoreThreshold
          switchKey="settings-general-use_postprocessing_threshold_movie"
          scoreKey="settings-general-postprocessing_threshold_movie"
          label="Movies Score Threshold"
        />
        <SettingText
          settingKey="settings-general-postprocessing_cmd"
          label="Command"
          placeholder='e.g. /scripts/notify.sh "{{subtitles}}" {{subtitles_language_code2}}'
        />
        <CommandVariablesTable />
      </ShowWhen>
    </SettingsSection>
  );
}
