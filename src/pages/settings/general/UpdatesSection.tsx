import { useEnvironment } from '../../../lib/environment';
import { SettingSelect, SettingsSection, SettingSwitch } from '../../../features/settings-form';
import { BRANCH_OPTIONS } from './options';

export const CANNOT_UPDATE_TEXT =
  'This Bazarr cannot update itself (as in Docker images): update it the way it was installed.';

/**
 * How Bazarr updates itself. Where it cannot (Bazarr says so with canUpdate; Docker images run with --no-update)
 * Bazarr's own UI hides these settings; ours keeps them in view, read-only, and says why nothing happens there.
 */
export function UpdatesSection() {
  const { canUpdate } = useEnvironment();
  return (
    <SettingsSection title="Updates" description={canUpdate ? undefined : CANNOT_UPDATE_TEXT}>
      <SettingSwitch
        settingKey="settings-general-auto_update"
        label="Automatic"
        description="Automatically download and install updates"
        disabled={!canUpdate}
      />
      <SettingSelect
        settingKey="settings-general-branch"
        label="Branch"
        options={BRANCH_OPTIONS}
        description="Branch used by update mechanism"
        disabled={!canUpdate}
      />
    </SettingsSection>
  );
}
