import { IconButton, Popover } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { languageLabel } from '../../../components/badges/languageLabel';
import { FloatingPortal } from '../../../components/FloatingPortal';
import { Hint } from '../../../components/hint/Hint';
import { HISTORY_TOOLTIP_DELAY_MS } from '../../history';
import type { SubtitleTarget } from '../tasks/subtitleTarget';
import { ProvenanceDetails } from './ProvenanceDetails';
import { ProvenanceHint } from './ProvenanceHint';
import { PROVENANCE_TITLE } from './ProvenanceMenuSection';
import type { ProvenanceSubtitle } from './subtitleProvenance';

/** 'Source of the English HI subtitle': the name of a subtitle's source button. */
export function provenanceButtonName(subtitle: ProvenanceSubtitle & { name: string }): string {
  return `${PROVENANCE_TITLE} of the ${languageLabel(subtitle, 'name')} subtitle`;
}

/**
 * A button for where a subtitle file came from: hovering or focusing it shows the one-line summary, pressing it
 * opens the details. Neither reads the history before the user asks.
 */
export function ProvenancePopover({
  target,
  subtitle,
}: {
  target: SubtitleTarget;
  subtitle: ProvenanceSubtitle & { name: string };
}) {
  const [open, setOpen] = useState(false);
  const name = provenanceButtonName(subtitle);
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
          <IconButton aria-label={name} size="sm" variant="ghost">
            <Info />
          </IconButton>
        </Popover.Trigger>
      </Hint>
      <FloatingPortal>
        <Popover.Positioner>
          <Popover.Content width="auto" minW="44" maxW="sm" aria-label={name}>
            <Popover.Arrow />
            <Popover.Body p="3">
              <Popover.Title fontWeight="semibold" mb="2">
                {PROVENANCE_TITLE}
              </Popover.Title>
              <ProvenanceDetails target={target} subtitle={subtitle} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </FloatingPortal>
    </Popover.Root>
  );
}
