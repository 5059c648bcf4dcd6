import { Info } from 'lucide-react';
import { lazyNamed } from '../../../lib/lazyNamed';
import { languageLabel } from '../../../components/badges/languageLabel';
import { GhostIconButton } from '../../../components/buttons/GhostIconButton';
import {
  LoadedOnFirstUse,
  type FirstUseHandlers,
} from '../../../components/firstUse/LoadedOnFirstUse';
import { HISTORY_TOOLTIP_DELAY_MS } from '../../../components/hint/hintDelays';
import { ProvenanceHint } from './ProvenanceHint';
import {
  PROVENANCE_TITLE,
  type ProvenancePopoverProps,
  type ProvenanceSubtitle,
} from './subtitleProvenance';

export type { ProvenancePopoverProps } from './subtitleProvenance';

/** 'Source of the English HI subtitle': the name of a subtitle's source button. */
export function provenanceButtonName(subtitle: ProvenanceSubtitle & { name: string }): string {
  return `${PROVENANCE_TITLE} of the ${languageLabel(subtitle, 'name')} subtitle`;
}

// The popover's code loads when a button is first pointed at or used, not with the page.
const ProvenancePopoverLoaded = lazyNamed(() =>
  import('./ProvenancePopoverLoaded').then((module) => module.ProvenancePopoverLoaded),
);

/**
 * A button for where a subtitle file came from: hovering or focusing it shows the one-line summary, pressing it
 * opens the details. Neither reads the history before the user asks.
 */
export function ProvenancePopover({ target, subtitle }: ProvenancePopoverProps) {
  const name = provenanceButtonName(subtitle);
  return (
    <LoadedOnFirstUse
      part={ProvenancePopoverLoaded}
      button={(handlers?: FirstUseHandlers) => (
        <GhostIconButton
          label={name}
          icon={<Info />}
          aria-haspopup="dialog"
          aria-expanded={false}
          {...handlers}
        />
      )}
      hint={{
        content: <ProvenanceHint target={target} subtitle={subtitle} />,
        openDelay: HISTORY_TOOLTIP_DELAY_MS,
      }}
      loaded={() => <ProvenancePopoverLoaded target={target} subtitle={subtitle} name={name} />}
    />
  );
}
