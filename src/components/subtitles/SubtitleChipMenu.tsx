import { Button, Menu } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FloatingPortal } from '../FloatingPortal';
import { Hint } from '../hint/Hint';
import { palettes, type SubtitleChipStatus } from './SubtitleBadge';
import type { SubtitleChipAction } from './SubtitleChip';
import type { ReactNode } from 'react';

export interface SubtitleChipMenuProps {
  status: SubtitleChipStatus;
  label: string;
  /** The button's accessible name. */
  name: string;
  actions: readonly SubtitleChipAction[];
  hint?: ReactNode;
  hintDelay: number;
  details?: ReactNode;
}

/**
 * SubtitleChip once first used: its menu (Zag's machine, Floating UI), opened as soon as it is mounted.
 */
export function SubtitleChipMenu({
  status,
  label,
  name,
  actions,
  hint,
  hintDelay,
  details,
}: SubtitleChipMenuProps) {
  // Opened after mounting rather than mounted open: the menu then moves focus into itself, as on any opening.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  const palette = open ? 'cyan' : palettes[status];
  const trigger = (
    <Menu.Trigger asChild>
      <Button
        size="2xs"
        variant="subtle"
        colorPalette={palette}
        data-palette={palette}
        data-status={status}
        aria-label={name}
        fontWeight="medium"
      >
        {label}
      </Button>
    </Menu.Trigger>
  );
  return (
    // The entries mount on opening only.
    <Menu.Root open={open} onOpenChange={(change) => setOpen(change.open)} lazyMount unmountOnExit>
      {hint ? (
        <Hint content={hint} openDelay={hintDelay} disabled={open}>
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
