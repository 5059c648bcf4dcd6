import { PlaceholderPage } from '../../../layout/PlaceholderPage';

/** Settings > Subtitles: stands in until the screen is built on src/features/settings-form. */
export function SubtitlesSettingsPage() {
  return <PlaceholderPage title="Subtitles" />;
}
