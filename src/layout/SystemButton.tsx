import type { ReactElement } from 'react';
import { IconButton, Tooltip, type IconButtonProps } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { FloatingPortal } from '../components/FloatingPortal';

/** SPEC §9: the System button's tooltip waits 2 s. */
const TOOLTIP_DELAY_MS = 2000;

interface SystemButtonProps extends Omit<IconButtonProps, 'children'> {
  offline: boolean;
  /** The id the button shares with a menu it triggers. */
  triggerId?: string;
  /** Wraps the button, e.g. in a menu trigger. */
  children?: (button: ReactElement) => ReactElement;
}

/** The header's System button with its tooltip; yellow and spinning while Bazarr is unreachable. */
export function SystemButton({ offline, triggerId, children, ...buttonProps }: SystemButtonProps) {
  const button = (
    <IconButton
      flexShrink={0}
      aria-label="System"
      variant={offline ? 'solid' : 'subtle'}
      colorPalette={offline ? 'yellow' : 'gray'}
      loading={offline}
      {...buttonProps}
    >
      <Settings />
    </IconButton>
  );
  return (
    <Tooltip.Root
      ids={triggerId ? { trigger: triggerId } : undefined}
      openDelay={TOOLTIP_DELAY_MS}
      closeDelay={0}
      positioning={{ placement: 'left' }}
    >
      <Tooltip.Trigger asChild>{children ? children(button) : button}</Tooltip.Trigger>
      <FloatingPortal>
        <Tooltip.Positioner>
          <Tooltip.Content>{offline ? 'Bazarr is unreachable' : 'System'}</Tooltip.Content>
        </Tooltip.Positioner>
      </FloatingPortal>
    </Tooltip.Root>
  );
}
