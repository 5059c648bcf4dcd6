import { ArrSettingsPage } from '../arr/ArrSettingsPage';
import { RADARR } from '../arr/managers';

/** Settings > Radarr: the shared Sonarr/Radarr screen for the movie manager. */
export function RadarrSettingsPage() {
  return <ArrSettingsPage manager={RADARR} />;
}
