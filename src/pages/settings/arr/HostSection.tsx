import {
  SettingSelect,
  SettingsSection,
  SettingSwitch,
  SettingText,
} from '../../../features/settings-form';
import { AddressPortFields } from '../shared/ServiceToggle';
import { ConnectionTestButton } from './ConnectionTestButton';
import { arrKey, HTTP_TIMEOUT_OPTIONS, type ArrManager } from './managers';

/** How Bazarr reaches the manager, and a button to try it. */
export function HostSection({ manager }: { manager: ArrManager }) {
  return (
    <SettingsSection title="Host" description={`How Bazarr reaches ${manager.name}.`}>
      <AddressPortFields section={manager.section} />
      <SettingText
        settingKey={arrKey(manager, 'base_url')}
        label="Base URL"
        prefix="/"
        description={`The path ${manager.name} is served under, if any`}
      />
      <SettingSelect
        settingKey={arrKey(manager, 'http_timeout')}
        label="HTTP Timeout"
        options={HTTP_TIMEOUT_OPTIONS}
        unknownLabel={(seconds) => `${seconds} seconds`}
      />
      <SettingText settingKey={arrKey(manager, 'apikey')} label="API Key" />
      <SettingSwitch settingKey={arrKey(manager, 'ssl')} label="SSL" />
      <ConnectionTestButton manager={manager} />
    </SettingsSection>
  );
}
