import { useState } from 'react';
import type { NotificationProvider } from '../../../api/schemas/settings';
import { ExternalLink } from '../../../components';
import {
  NOTIFICATIONS_PROVIDERS_KEY,
  SettingsForm,
  SettingsSection,
  SettingSwitch,
  useSettingValue,
  useStageSetting,
} from '../../../features/settings-form';
import { ChoiceCards } from '../shared/ChoiceCards';
import { asNotificationProviders, withProvider } from './notificationForm';
import { NotificationModal } from './NotificationModal';

/** The enabled notification providers as cards plus an add card; the modal stages its changes. */
function EnabledNotifications() {
  const providers = asNotificationProviders(useSettingValue(NOTIFICATIONS_PROVIDERS_KEY));
  const stage = useStageSetting(NOTIFICATIONS_PROVIDERS_KEY);
  // The open modal: the provider it edits (null: adding one).
  const [dialog, setDialog] = useState<{ editing: NotificationProvider | null } | null>(null);
  const update = (edited: NotificationProvider) => stage(withProvider(providers, edited));

  return (
    <>
      <ChoiceCards
        label="Enabled notifications"
        cards={providers
          .filter((provider) => provider.enabled)
          .map((provider) => ({ key: provider.name, title: provider.name }))}
        onOpen={(name) =>
          setDialog({ editing: providers.find((provider) => provider.name === name) ?? null })
        }
        addLabel="Add Notification"
        onAdd={() => setDialog({ editing: null })}
      />
      {dialog && (
        <NotificationModal
          providers={providers}
          editing={dialog.editing}
          onSave={update}
          onRemove={update}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

function AppriseCredit() {
  return (
    <>
      Thanks to caronc for his work on{' '}
      <ExternalLink href="https://github.com/caronc/apprise">Apprise</ExternalLink>, the core of the
      Bazarr notification system. Please follow the instructions on its{' '}
      <ExternalLink href="https://github.com/caronc/apprise/wiki">Wiki</ExternalLink> to configure
      your notification providers.
    </>
  );
}

/** Settings > Notifications (docs/behaviour.md §2): the notification providers and whether manual actions notify. */
export function NotificationsSettingsPage() {
  return (
    <SettingsForm title="Notifications">
      <SettingsSection title="Notifications" description={<AppriseCredit />}>
        <EnabledNotifications />
      </SettingsSection>
      <SettingsSection title="Options">
        <SettingSwitch
          settingKey="settings-general-dont_notify_manual_actions"
          label="Silent for Manual Actions"
          description="Suppress notifications when manually download/upload subtitles."
        />
      </SettingsSection>
    </SettingsForm>
  );
}
