import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { GeneralSettingsPage } from './general/GeneralSettingsPage';
import { JellyfinSettingsPage } from './jellyfin/JellyfinSettingsPage';
import { LanguagesSettingsPage } from './languages/LanguagesSettingsPage';
import { NotificationsSettingsPage } from './notifications/NotificationsSettingsPage';
import { PlexSettingsPage } from './plex/PlexSettingsPage';
import { ProvidersSettingsPage } from './providers/ProvidersSettingsPage';
import { RadarrSettingsPage } from './radarr/RadarrSettingsPage';
import { SchedulerSettingsPage } from './scheduler/SchedulerSettingsPage';
import { SonarrSettingsPage } from './sonarr/SonarrSettingsPage';
import { SubtitlesSettingsPage } from './subtitles/SubtitlesSettingsPage';
import { InterfaceSettingsPage } from './ui/InterfaceSettingsPage';

/** The settings screens (docs/behaviour.md §2), each one settings form (src/features/settings-form). */
export default function SettingsRoutes() {
  return (
    <Routes>
      <Route path="general" element={<GeneralSettingsPage />} />
      <Route path="languages" element={<LanguagesSettingsPage />} />
      <Route path="providers" element={<ProvidersSettingsPage />} />
      <Route path="subtitles" element={<SubtitlesSettingsPage />} />
      <Route path="sonarr" element={<SonarrSettingsPage />} />
      <Route path="radarr" element={<RadarrSettingsPage />} />
      <Route path="plex" element={<PlexSettingsPage />} />
      <Route path="jellyfin" element={<JellyfinSettingsPage />} />
      <Route path="notifications" element={<NotificationsSettingsPage />} />
      <Route path="scheduler" element={<SchedulerSettingsPage />} />
      <Route path="ui" element={<InterfaceSettingsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
