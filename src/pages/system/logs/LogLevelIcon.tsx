import { Box } from '@chakra-ui/react';
import { CircleHelp } from 'lucide-react';
import { isLogLevel, LEVEL_LOOKS } from './logLevels';

/** The type of a log entry as an icon with an accessible name; an unknown level shows its own text as the name. */
export function LogLevelIcon({ type }: { type: string }) {
  const look = isLogLevel(type)
    ? LEVEL_LOOKS[type]
    : { label: type, icon: CircleHelp, color: 'fg.muted' };
  const Glyph = look.icon;
  return (
    <Box
      as="span"
      role="img"
      aria-label={look.label}
      title={look.label}
      color={look.color}
      display="inline-flex"
    >
      <Glyph size="1.1em" aria-hidden />
    </Box>
  );
}
