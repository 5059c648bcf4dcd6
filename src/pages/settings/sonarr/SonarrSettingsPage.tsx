import { PlaceholderPage } from '../../../layout/PlaceholderPage';

/** Settings > Sonarr: stands in until the screen is built on src/features/settings-form. */
export function SonarrSettingsPage() {
  return <PlaceholderPage title="Sonarr" />;
}
