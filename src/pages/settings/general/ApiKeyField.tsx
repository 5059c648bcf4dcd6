import { RefreshCw } from 'lucide-react';
import { ActionIconButton, CopyButton } from '../../../components';
import {
  asText,
  settingKey,
  SettingText,
  useSettingValue,
  useStageSetting,
} from '../../../features/settings-form';
import { generateApiKey } from './apiKey';

const API_KEY = settingKey('auth', 'apikey');

/** The API key: read-only, with Copy (confirmed for 1.5 s) and Generate (a new key, saved with the page). */
export function ApiKeyField() {
  const apiKey = asText(useSettingValue(API_KEY));
  const stage = useStageSetting(API_KEY);
  return (
    <SettingText
      settingKey={API_KEY}
      label="API Key"
      readOnly
      description="Sonarr, Radarr and other tools use this key. A new key takes effect when you save; this page then reloads."
      suffix={
        <>
          <CopyButton text={apiKey} label="Copy API Key" />
          <ActionIconButton
            icon={<RefreshCw />}
            label="Generate API Key"
            colorPalette="red"
            onClick={() => stage(generateApiKey())}
          />
        </>
      }
    />
  );
}
