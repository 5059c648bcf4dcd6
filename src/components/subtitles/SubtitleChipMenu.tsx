import { Box, Menu } from '@chakra-ui/react';
import { ActionMenuItems } from '../buttons/ActionMenuItems';
import { FloatingPortal } from '../FloatingPortal';
import { useOpenedOnMount } from '../firstUse/useOpenedOnMount';
import { Hint } from '../hint/Hint';
import { HISTORY_TOOLTIP_DELAY_MS } from '../hint/hintDelays';
import { ChipButton } from './ChipButton';
import type { SubtitleChipStatus } from './SubtitleBadge';
import type { SubtitleChipAction, SubtitleChipDetails } from './chipMenuEntries';
import type { ReactNode } from 'react';

export interface SubtitleChipMenuProps {
  status: SubtitleChipStatus;
  label: string;
  /** The button's accessible name. */
  name: string;
  actions: readonly SubtitleChipAction[];
  hint?: ReactNode;
  details?: SubtitleChipDetails;
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
  details,
}: SubtitleChipMenuProps) {
  const [open, setOpen] = useOpenedOnMount();
  const trigger = (
    <Menu.Trigger asChild>
      <ChipButton status={status} label={label} name={name} palette={open ? 'cyan' : undefined} />
    </Menu.Trigger>
  );
  return (
    // The entries mount on opening only.
    <Menu.Root open={open} onOpenChange={(change) => setOpen(change.open)} lazyMount unmountOnExit>
      {hint ? (
        <Hint content={hint} openDelay={HISTORY_TOOLTIP_DELAY_MS} disabled={open}>
          {trigger}
        </Hint>
      ) : (
        trigger
      )}
      <FloatingPortal>
        <Menu.Positioner>
          <Menu.Content>
            {open && details && (
              <>
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>{details.title}</Menu.ItemGroupLabel>
                  <Box px="2" pb="1.5" maxW="18rem">
                    {details.content}
                  </Box>
                </Menu.ItemGroup>
                <Menu.Separator />
              </>
            )}
            <ActionMenuItems actions={actions} />
          </Menu.Content>
        </Menu.Positioner>
      </FloatingPortal>
    </Menu.Root>
  );
}
