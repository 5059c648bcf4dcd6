import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTestExternalWebhookMutation } from '../../../api/system';
import {
  IfBackend,
  SettingsSection,
  SettingSwitch,
  SettingText,
  ShowWhen,
  useSettingChanged,
} from '../../../features/settings-form';
import { TestOutcomeButton, type TestOutcome } from '../shared/TestOutcomeButton';

const WEBHOOK_KEYS = [
  'settings-general-external_webhook_url',
  'settings-general-external_webhook_username',
  'settings-general-external_webhook_password',
] as const;

/** Bazarr tries the webhook it has saved: with changes staged, the test would not try what the user sees. */
function WebhookTestButton() {
  const [test, { isLoading }] = useTestExternalWebhookMutation();
  const [outcome, setOutcome] = useState<TestOutcome>({ kind: 'idle' });
  const urlChanged = useSettingChanged(WEBHOOK_KEYS[0]);
  const userChanged = useSettingChanged(WEBHOOK_KEYS[1]);
  const passwordChanged = useSettingChanged(WEBHOOK_KEYS[2]);
  const unsaved = urlChanged || userChanged || passwordChanged;
  const run = async () => {
    try {
      const result = await test().unwrap();
      setOutcome({ kind: result.success ? 'ok' : 'failed', text: result.message });
    } catch {
      setOutcome({ kind: 'failed', text: 'Failed to test external webhook connection' });
    }
  };
  return (
    <>
      <TestOutcomeButton
        outcome={outcome}
        label="Test Connection"
        disabled={unsaved}
        loading={isLoading}
        onClick={() => void run()}
      />
      {unsaved && (
        <Text fontSize="sm" color="fg.muted">
          Save first: Bazarr tests the webhook it has saved.
        </Text>
      )}
    </>
  );
}

/** general.use_external_webhook and its URL and credentials (Bazarr 1.5.4+). */
export function ExternalWebhookSection() {
  return (
    <IfBackend has="hasExternalWebhook">
      <SettingsSection
        title="External Integrations"
        description="Call a webhook after each subtitle download, e.g. Autopulse to have your media server rescan the file (Settings > Plex can generate an Autopulse configuration)."
      >
        <SettingSwitch
          settingKey="settings-general-use_external_webhook"
          label="Enable external webhook after subtitle download"
        />
        <ShowWhen settingKey="settings-general-use_external_webhook" matches={(on) => on === true}>
          <SettingText
            settingKey={WEBHOOK_KEYS[0]}
            label="Webhook URL"
            placeholder="http://localhost:2875/triggers/bazarr"
            description="Autopulse: http://localhost:2875/triggers/bazarr on this computer, http://<address>:2875/triggers/bazarr on your network, http://autopulse:2875/triggers/bazarr between Docker containers; or the URL of any service that takes Bazarr's POST."
          />
          <SettingText
            settingKey={WEBHOOK_KEYS[1]}
            label="Username (optional)"
            autoComplete="off"
          />
          <SettingText settingKey={WEBHOOK_KEYS[2]} label="Password (optional)" type="password" />
          <WebhookTestButton />
        </ShowWhen>
      </SettingsSection>
    </IfBackend>
  );
}
