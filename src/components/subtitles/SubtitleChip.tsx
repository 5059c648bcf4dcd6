import { Button, Menu } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FloatingPortal } from '../FloatingPortal';
import { Hint } from '../hint/Hint';
import { languageLabel, type LanguageFormat } from '../badges/languageLabel';
import {
  SubtitleBadge,
  accessibleName,
  palettes,
  subtitleStatus,
  type SubtitleLike,
} from './SubtitleBadge';

export type { SubtitleLike } from './SubtitleBadge';

/** An entry of the chip's menu. */
export interface SubtitleChipAction {
  /** Unique within the menu. */
  value: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** Shown in red (e.g. Delete). */
  danger?: boolean;
}

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
  details?: ReactNode;
}

/** SPEC §9: the delay of history tooltips (what a chip's hint tells comes from the history). */
const HINT_DELAY_MS = 500;

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
  const [open, setOpen] = useState(false);
  const status = subtitleStatus(subtitle, missing);
  const palette = open ? 'cyan' : palettes[status];
  const label = languageLabel(subtitle, format);
  const name = accessibleName(subtitle, status);
  // WCAG 2.5.3 (label in name): a button's name holds the code it shows, 'en:HI English HI subtitle, missing'.
  const buttonName = format === 'name' ? name : `${label} ${name}`;

  if (actions.length === 0)
    return <SubtitleBadge subtitle={subtitle} missing={missing} format={format} />;
  const trigger = (
    <Menu.Trigger asChild>
      <Button
        size="2xs"
        variant="subtle"
        colorPalette={palette}
        data-palette={palette}
        data-status={status}
        aria-label={buttonName}
        fontWeight="medium"
      >
        {label}
      </Button>
    </Menu.Trigger>
  );
  return (
    // The entries mount on opening only: a list shows dozens of chips, each menu closed.
    <Menu.Root open={open} onOpenChange={(change) => setOpen(change.open)} lazyMount unmountOnExit>
      {hint ? (
        <Hint content={hint} openDelay={HINT_DELAY_MS} disabled={open}>
          {trigger}
        </Hint>
      ) : (
        trigger
      )}
      <FloatingPortal>
        <Menu.Positioner>
          <Menu.Content>
            {open && details}
            {actions.map((action) => (
              <Menu.Item
                key={action.value}
                value={action.value}
                disabled={action.disabled}
                onSelect={action.onSelect}
                color={action.danger ? 'fg.error' : undefined}
              >
                {action.icon}
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </FloatingPortal>
    </Menu.Root>
  );
}
