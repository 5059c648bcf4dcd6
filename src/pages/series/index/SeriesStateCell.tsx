import { Box, HStack } from '@chakra-ui/react';
import { CirclePlay, CircleStop } from 'lucide-react';
import { MonitoredIcon } from '../../../components/badges/MonitoredIcon';

/** 'Ended' or 'Continuing' as an icon, named for assistive technology and on hover. */
export function SeriesStatusIcon({ ended, size = 16 }: { ended: boolean; size?: number }) {
  const label = ended ? 'Ended' : 'Continuing';
  const Icon = ended ? CircleStop : CirclePlay;
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      display="inline-flex"
      flexShrink={0}
      color={ended ? 'fg.muted' : 'green.fg'}
    >
      <Icon size={size} aria-hidden />
    </Box>
  );
}

/** The series list's state column: monitored bookmark and Ended/Continuing, icons only (light per row). */
export function SeriesStateCell({ monitored, ended }: { monitored: boolean; ended: boolean }) {
  return (
    <HStack gap="1.5">
      <MonitoredIcon monitored={monitored} />
      <SeriesStatusIcon ended={ended} />
    </HStack>
  );
}
