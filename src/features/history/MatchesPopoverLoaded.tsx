import { Badge, Box, List, Popover, Stack, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import type { ReactElement } from 'react';
import { FloatingPortal } from '../../components/FloatingPortal';
import { useOpenedOnMount } from '../../components/firstUse/useOpenedOnMount';
import { NOT_MATCHING_NOTE, matchesLabel, type MatchesPopoverProps } from './matches';

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

/** MatchesPopover once first opened: the popover (Zag's machine, Floating UI), open at once. */
export function MatchesPopoverLoaded({
  matches,
  dontMatches,
  trigger,
}: MatchesPopoverProps & { trigger: ReactElement }) {
  const complete = dontMatches.length === 0;
  const label = matchesLabel(matches, dontMatches);
  const [open, setOpen] = useOpenedOnMount();
  return (
    <Popover.Root
      positioning={{ placement: 'left' }}
      open={open}
      onOpenChange={(change) => setOpen(change.open)}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <FloatingPortal>
        <Popover.Positioner>
          {/* Named in its own right: Zag links the title only once it has seen it, a frame after opening. */}
          <Popover.Content width="auto" minW="44" maxW="xs" aria-label="Scoring Criteria">
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
