import { PlaceholderPage } from '../../../layout/PlaceholderPage';

/** Settings > Radarr: stands in until the screen is built on src/features/settings-form. */
export function RadarrSettingsPage() {
  return <PlaceholderPage title="Radarr" />;
}
