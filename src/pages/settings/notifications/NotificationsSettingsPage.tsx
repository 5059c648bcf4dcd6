import { PlaceholderPage } from '../../../layout/PlaceholderPage';

/** Settings > Notifications: stands in until the screen is built on src/features/settings-form. */
export function NotificationsSettingsPage() {
  return <PlaceholderPage title="Notifications" />;
}
