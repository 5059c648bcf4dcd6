import { Box } from '@chakra-ui/react';
import { Bookmark } from 'lucide-react';

/** A filled bookmark when Radarr monitors the movie, an outline one when not; named for assistive technology. */
export function MonitoredIcon({ monitored }: { monitored: boolean }) {
  const label = monitored ? 'Monitored in Radarr' : 'Unmonitored in Radarr';
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      display="inline-flex"
      color={monitored ? 'brand.fg' : 'fg.muted'}
    >
      <Bookmark size={16} fill={monitored ? 'currentColor' : 'none'} aria-hidden />
    </Box>
  );
}
