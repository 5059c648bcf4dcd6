import { Box } from '@chakra-ui/react';
import { Bookmark } from 'lucide-react';

export interface MonitoredIconProps {
  monitored: boolean;
  /** Adds ' in Sonarr'/' in Radarr' to the name when given. */
  manager?: string;
  size?: number;
}

/**
 * A filled bookmark when Sonarr/Radarr monitors the item, an outline one when not; named 'Monitored' or
 * 'Unmonitored' for assistive technology and on hover.
 */
export function MonitoredIcon({ monitored, manager, size = 16 }: MonitoredIconProps) {
  const label = `${monitored ? 'Monitored' : 'Unmonitored'}${manager ? ` in ${manager}` : ''}`;
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      display="inline-flex"
      verticalAlign="middle"
      flexShrink={0}
      color={monitored ? 'brand.fg' : 'fg.muted'}
    >
      <Bookmark size={size} fill={monitored ? 'currentColor' : 'none'} aria-hidden />
    </Box>
  );
}
