import { Bookmark } from 'lucide-react';
import { useFixedClass } from '../../styles/fixedClass';
import { MONITORED, UNMONITORED } from './MonitoredIcon.looks';

export interface MonitoredIconProps {
  monitored: boolean;
  /** Adds ' in Sonarr'/' in Radarr' to the name when given. */
  manager?: string;
  size?: number;
}

/**
 * A filled bookmark when Sonarr/Radarr monitors the item, an outline one when not; named 'Monitored' or
 * 'Unmonitored' for assistive technology and on hover. A plain element (fixed class): one is in every list row.
 */
export function MonitoredIcon({ monitored, manager, size = 16 }: MonitoredIconProps) {
  const label = `${monitored ? 'Monitored' : 'Unmonitored'}${manager ? ` in ${manager}` : ''}`;
  const className = useFixedClass(monitored ? MONITORED : UNMONITORED);
  return (
    <span role="img" aria-label={label} title={label} className={className}>
      <Bookmark size={size} fill={monitored ? 'currentColor' : 'none'} aria-hidden />
    </span>
  );
}
