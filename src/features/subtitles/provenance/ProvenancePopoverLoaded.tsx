import { Box, Popover } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { GhostIconButton } from '../../../components/buttons/GhostIconButton';
import { useOpenedOnMount } from '../../../components/firstUse/useOpenedOnMount';
import { FloatingPortal } from '../../../components/FloatingPortal';
import { Hint } from '../../../components/hint/Hint';
import { HISTORY_TOOLTIP_DELAY_MS } from '../../../components/hint/hintDelays';
import type { ProvenancePopoverProps } from './subtitleProvenance';
import { ProvenanceDetails } from './ProvenanceDetails';
import { ProvenanceHint } from './ProvenanceHint';
import { PROVENANCE_TITLE } from './subtitleProvenance';

/** ProvenancePopover once first used: the popover (Zag's machine, Floating UI), opened as soon as it is mounted. */
export function ProvenancePopoverLoaded({
  target,
  subtitle,
  name,
}: ProvenancePopoverProps & { name: string }) {
  const [open, setOpen] = useOpenedOnMount();
  return (
    <Popover.Root
      open={open}
      onOpenChange={(change) => setOpen(change.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Hint
        content={<ProvenanceHint target={target} subtitle={subtitle} />}
        openDelay={HISTORY_TOOLTIP_DELAY_MS}
        disabled={open}
      >
        <Popover.Trigger asChild>
          <GhostIconButton label={name} icon={<Info />} />
        </Popover.Trigger>
      </Hint>
      <FloatingPortal>
        <Popover.Positioner>
          <Popover.Content width="auto" minW="44" maxW="sm" aria-label={name}>
            <Popover.Arrow />
            <Popover.Body p="3">
              {/* Not a Popover.Title: the popover's name stays the button's ('Source of the English subtitle'). */}
              <Box fontWeight="semibold" mb="2">
                {PROVENANCE_TITLE}
              </Box>
              <ProvenanceDetails target={target} subtitle={subtitle} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </FloatingPortal>
    </Popover.Root>
  );
}
