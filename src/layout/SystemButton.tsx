import type { ButtonHTMLAttributes, ReactElement } from 'react';
import { IconButton } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { useFixedClass } from '../components';
import { Hint } from '../components/hint/Hint';
import { ONLINE } from './SystemButton.looks';

/** docs/behaviour.md §9: the System button's tooltip waits 2 s. */
const TOOLTIP_DELAY_MS = 2000;

type Handlers = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'onFocus' | 'onPointerEnter'
>;

interface SystemButtonProps extends Handlers {
  offline: boolean;
  /** Wraps the button, e.g. in a menu trigger. */
  children?: (button: ReactElement) => ReactElement;
}

/** The header's System button with its tooltip; yellow and spinning while Bazarr is unreachable. */
export function SystemButton({ offline, children, ...handlers }: SystemButtonProps) {
  const online = `chakra-button ${useFixedClass(ONLINE)}`;
  const button = offline ? (
    <IconButton
      flexShrink={0}
      aria-label="System"
      variant="solid"
      colorPalette="yellow"
      loading
      {...handlers}
    >
      <Settings />
    </IconButton>
  ) : (
    <button type="button" className={online} aria-label="System" {...handlers}>
      <Settings />
    </button>
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
