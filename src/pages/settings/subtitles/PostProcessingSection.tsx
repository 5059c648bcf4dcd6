import {
  IfBackend,
  SettingSelect,
  SettingsSection,
  SettingSwitch,
  SettingText,
  ShowWhen,
} from '../../../features/settings-form';
import { isOn } from './GeneralSections';
import { COLOUR_OPTIONS } from './options';
import { SUBZERO_COLOUR_KEY, SUBZERO_SWITCHES, subzeroKey } from './subzeroMods';

/** The fixes applied to every downloaded subtitle, and the file permissions. */
export function PostProcessingSection() {
  return (
    <SettingsSection
      title="Post-Processing"
      description="Fixes applied to every downloaded subtitle."
    >
      {SUBZERO_SWITCHES.map(({ mod, label, description, requires }) => (
        <IfBackend key={mod} has={requires}>
          <SettingSwitch settingKey={subzeroKey(mod)} label={label} description={description} />
        </IfBackend>
      ))}
      <SettingSelect
        settingKey={SUBZERO_COLOUR_KEY}
        label="Color"
        options={COLOUR_OPTIONS}
        clearable
        placeholder="Select a color..."
        description="Adds color to your subtitles (for playback devices/software that don't ship their own color modes; only works for players that support color tags)."
      />
      <SettingSwitch settingKey="settings-general-chmod_enabled" label="Permission (chmod)" />
      <ShowWhen settingKey="settings-general-chmod_enabled" matches={isOn}>
        <SettingText
          settingKey="settings-general-chmod"
          label="File Permission"
          placeholder="0777"
          description="Must be 4 digit octal"
        />
      </ShowWhen>
    </SettingsSection>
  );
}
