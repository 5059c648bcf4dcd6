import { ArrSettingsPage } from '../arr/ArrSettingsPage';
import { SONARR } from '../arr/managers';

/** Settings > Sonarr: the shared Sonarr/Radarr screen for the series manager. */
export function SonarrSettingsPage() {
  return <ArrSettingsPage manager={SONARR} />;
}
