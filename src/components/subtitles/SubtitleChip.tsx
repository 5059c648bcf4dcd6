import type { ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import { LoadedOnFirstUse, type FirstUseHandlers } from '../firstUse/LoadedOnFirstUse';
import { HISTORY_TOOLTIP_DELAY_MS } from '../hint/hintDelays';
import { languageLabel, type LanguageFormat } from '../badges/languageLabel';
import { ChipButton } from './ChipButton';
import { SubtitleBadge, accessibleName, subtitleStatus, type SubtitleLike } from './SubtitleBadge';
import type { SubtitleChipAction, SubtitleChipDetails } from './chipMenuEntries';

export type { SubtitleLike } from './SubtitleBadge';
export type { SubtitleChipAction, SubtitleChipDetails } from './chipMenuEntries';

export interface SubtitleChipProps {
  subtitle: SubtitleLike;
  /** A language the item's profile wants but has no subtitle for. */
  missing?: boolean;
  format?: LanguageFormat;
  /** Menu entries; without any, the chip is a plain badge. */
  actions?: readonly SubtitleChipAction[];
  /** A tooltip on hover or keyboard focus (chips with actions); mounted only while it shows. */
  hint?: ReactNode;
  /** Shown above the menu entries, mounted only while the menu is open. */
  details?: SubtitleChipDetails;
}

// The menu loads when a chip is first pointed at or used: a page shows dozens of chips, each menu closed.
const SubtitleChipMenu = lazyNamed(() =>
  import('./SubtitleChipMenu').then((module) => module.SubtitleChipMenu),
);

/**
 * A chip for one subtitle language: click it for the actions the caller supplies.
 * Usage: `<SubtitleChip subtitle={sub} missing actions={[{ value: 'search', label: 'Search', onSelect }]} />`.
 */
export function SubtitleChip({
  subtitle,
  missing = false,
  format = 'code',
  actions = [],
  hint,
  details,
}: SubtitleChipProps) {
  if (actions.length === 0)
    return <SubtitleBadge subtitle={subtitle} missing={missing} format={format} />;
  const status = subtitleStatus(subtitle, missing);
  const label = languageLabel(subtitle, format);
  const described = accessibleName(subtitle, status);
  // WCAG 2.5.3 (label in name): a button's name holds the code it shows, 'en:HI English HI subtitle, missing'.
  const name = format === 'name' ? described : `${label} ${described}`;
  return (
    <LoadedOnFirstUse
      part={SubtitleChipMenu}
      button={(handlers?: FirstUseHandlers) => (
        <ChipButton status={status} label={label} name={name} aria-expanded={false} {...handlers} />
      )}
      hint={hint ? { content: hint, openDelay: HISTORY_TOOLTIP_DELAY_MS } : undefined}
      loaded={() => (
        <SubtitleChipMenu
          status={status}
          label={label}
          name={name}
          actions={actions}
          hint={hint}
          details={details}
        />
      )}
    />
  );
}
