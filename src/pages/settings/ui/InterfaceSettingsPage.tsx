import { SettingSelect, SettingsForm, SettingsSection } from '../../../features/settings-form';
import { PAGE_SIZE_OPTIONS, THEME_OPTIONS } from './options';

/** Settings > UI (docs/behaviour.md §9): list page size and theme; the shell follows the saved theme. */
export function InterfaceSettingsPage() {
  return (
    <SettingsForm title="Interface">
      <SettingsSection title="Lists">
        <SettingSelect
          settingKey="settings-general-page_size"
          label="Page Size"
          options={PAGE_SIZE_OPTIONS}
          description="How many rows the series, movies, history and wanted lists show per page"
        />
      </SettingsSection>
      <SettingsSection title="Style">
        <SettingSelect
          settingKey="settings-general-theme"
          label="Theme"
          options={THEME_OPTIONS}
          description="Auto follows the light or dark mode of your system. 'Change Theme' in the sidebar overrides it in this browser."
        />
      </SettingsSection>
    </SettingsForm>
  );
}
