import { MonitoredIcon as Icon } from '../../../components/badges/MonitoredIcon';

/** The movies list's monitored mark, named 'Monitored in Radarr' or 'Unmonitored in Radarr'. */
export function MonitoredIcon({ monitored }: { monitored: boolean }) {
  return <Icon monitored={monitored} manager="Radarr" />;
}
