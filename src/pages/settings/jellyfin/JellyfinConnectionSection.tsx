import { Text } from '@chakra-ui/react';
import {
  SettingSelect,
  SettingsSection,
  SettingText,
  useSettingValue,
} from '../../../features/settings-form';
import { TestOutcomeButton } from '../shared/TestOutcomeButton';
import { APIKEY_KEY, URL_KEY, type JellyfinConnection } from './useJellyfinConnection';

const REFRESH_METHOD_KEY = 'settings-jellyfin-refresh_method';

const REFRESH_METHODS = [
  { value: 'immediate', label: 'Immediate' },
  { value: 'async', label: 'Async' },
];

const REFRESH_METHOD_HELP: Record<string, string> = {
  immediate:
    "Jellyfin re-reads the item's metadata at once, without asking its metadata providers. Right for most setups.",
  async:
    'Bazarr reports the changed files; Jellyfin picks them up in the background, usually within a minute.',
};

/** How Bazarr reaches Jellyfin, how it tells Jellyfin about new subtitles, and a button to try the server. */
export function JellyfinConnectionSection({ connection }: { connection: JellyfinConnection }) {
  const method = useSettingValue(REFRESH_METHOD_KEY);
  const help = typeof method === 'string' ? REFRESH_METHOD_HELP[method] : undefined;
  return (
    <SettingsSection title="Connection" description="How Bazarr reaches your Jellyfin server.">
      <SettingText
        settingKey={URL_KEY}
        label="Server URL"
        placeholder="http://localhost:8096"
        description="The full address of the server, with http:// or https:// and its port (e.g. http://192.168.1.100:8096)"
      />
      <SettingText
        settingKey={APIKEY_KEY}
        label="API Key"
        type="password"
        description="Create one in Jellyfin's Dashboard > API Keys"
      />
      <SettingSelect
        settingKey={REFRESH_METHOD_KEY}
        label="How to notify Jellyfin after subtitle changes"
        options={REFRESH_METHODS}
        description={help}
      />
      <TestOutcomeButton
        outcome={connection.outcome}
        label="Test Connection"
        disabled={!connection.ready}
        loading={connection.testing}
        onClick={connection.test}
      />
      {!connection.ready && (
        <Text fontSize="sm" color="fg.muted">
          Enter the server URL and API key to test the connection.
        </Text>
      )}
    </SettingsSection>
  );
}
