import { Badge, Box, IconButton, List, Popover, Stack, Text } from '@chakra-ui/react';
import { Check, CircleCheck, ListChecks, X } from 'lucide-react';
import { FloatingPortal } from '../../components/FloatingPortal';

/** Bazarr's explanation beside what a subtitle did not match. */
export const NOT_MATCHING_NOTE =
  'Not matching attributes will not prevent the subtitle to be downloaded and are strictly used for scoring the subtitle.';

export interface MatchesPopoverProps {
  /** What the subtitle matched of the release (series, season, year, release_group...). */
  matches: readonly string[];
  /** What it did not match. */
  dontMatches: readonly string[];
}

function MatchList({
  title,
  items,
  matched,
}: {
  title: string;
  items: readonly string[];
  matched: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Text fontWeight="semibold" textStyle="sm" mb="1">
        {title}
      </Text>
      <List.Root variant="plain" gap="0.5" aria-label={title}>
        {items.map((item) => (
          <List.Item key={item} textStyle="sm" alignItems="center">
            <List.Indicator asChild color={matched ? 'fg.success' : 'fg.error'}>
              {matched ? <Check /> : <X />}
            </List.Indicator>
            {item}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * A button that opens the lists of what a subtitle matched and did not match; nothing when both are empty
 * (uploads, deletions). Usage: `<MatchesPopover matches={entry.matches} dontMatches={entry.dont_matches} />`.
 */
export function MatchesPopover({ matches, dontMatches }: MatchesPopoverProps) {
  if (matches.length === 0 && dontMatches.length === 0) return null;
  const complete = dontMatches.length === 0;
  const label = `${matches.length} matched, ${dontMatches.length} not matched`;
  return (
    <Popover.Root positioning={{ placement: 'left' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton
          aria-label={`Matches: ${label}`}
          title={label}
          size="2xs"
          variant="ghost"
          color={complete ? 'fg.success' : 'fg.muted'}
        >
          {complete ? <CircleCheck /> : <ListChecks />}
        </IconButton>
      </Popover.Trigger>
      <FloatingPortal>
        <Popover.Positioner>
          <Popover.Content width="auto" minW="44" maxW="xs">
            <Popover.Arrow />
            <Popover.Body p="3">
              <Popover.Title fontWeight="semibold">Scoring Criteria</Popover.Title>
              <Stack gap="3">
                <Badge
                  alignSelf="start"
                  variant="subtle"
                  colorPalette={complete ? 'green' : 'orange'}
                >
                  {label}
                </Badge>
                <MatchList title="Matching" items={matches} matched />
                <MatchList title="Not Matching" items={dontMatches} matched={false} />
                {!complete && (
                  <Text textStyle="xs" color="fg.muted">
                    {NOT_MATCHING_NOTE}
                  </Text>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </FloatingPortal>
    </Popover.Root>
  );
}
