import {
  SettingNumber,
  SettingSelect,
  SettingsSection,
  SettingSwitch,
  SettingText,
} from '../../../features/settings-form';
import { ConnectionTestButton } from './ConnectionTestButton';
import { arrKey, HTTP_TIMEOUT_OPTIONS, type ArrManager } from './managers';

/** How Bazarr reaches the manager, and a button to try it. */
export function HostSection({ manager }: { manager: ArrManager }) {
  return (
    <SettingsSection title="Host" description={`How Bazarr reaches ${manager.name}.`}>
      <SettingText
        settingKey={arrKey(manager, 'ip')}
        label="Address"
        description="Hostname or IPv4 Address"
      />
      <SettingNumber settingKey={arrKey(manager, 'port')} label="Port" min={1} max={65535} />
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
