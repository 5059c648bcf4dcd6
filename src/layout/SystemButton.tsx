import type { ReactElement } from 'react';
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { Hint } from '../components/hint/Hint';

/** SPEC §9: the System button's tooltip waits 2 s. */
const TOOLTIP_DELAY_MS = 2000;

interface SystemButtonProps extends Omit<IconButtonProps, 'children'> {
  offline: boolean;
  /** Wraps the button, e.g. in a menu trigger. */
  children?: (button: ReactElement) => ReactElement;
}

/** The header's System button with its tooltip; yellow and spinning while Bazarr is unreachable. */
export function SystemButton({ offline, children, ...buttonProps }: SystemButtonProps) {
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
    <Hint
      content={offline ? 'Bazarr is unreachable' : 'System'}
      openDelay={TOOLTIP_DELAY_MS}
      placement="left"
    >
      {children ? children(button) : button}
    </Hint>
  );
}
