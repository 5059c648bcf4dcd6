import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { AnnouncementsPage } from './announcements/AnnouncementsPage';
import { BackupsPage } from './backups/BackupsPage';
import { LogsPage } from './logs/LogsPage';
import { ProvidersPage } from './providers/ProvidersPage';
import { ReleasesPage } from './releases/ReleasesPage';
import { StatusPage } from './status/StatusPage';
import { TasksPage } from './scheduledTasks/TasksPage';

/** The system route group (docs/behaviour.md §2): loaded as its own chunk when first visited. */
export default function SystemRoutes() {
  return (
    <Routes>
      <Route path="tasks" element={<TasksPage />} />
      <Route path="logs" element={<LogsPage />} />
      <Route path="providers" element={<ProvidersPage />} />
      <Route path="backup" element={<BackupsPage />} />
      <Route path="status" element={<StatusPage />} />
      <Route path="releases" element={<ReleasesPage />} />
      <Route path="announcements" element={<AnnouncementsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
