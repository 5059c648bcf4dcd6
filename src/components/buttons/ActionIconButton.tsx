import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { Hint } from '../hint/Hint';

export interface ActionIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  icon: ReactNode;
  /** The accessible name, also shown as the tooltip. */
  label: string;
  /** Milliseconds before the tooltip shows (docs/behaviour.md §9: 500 for history actions, 1500 search). */
  tooltipDelay?: number;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An icon-only button with a required label and a tooltip. Works as a Menu.Trigger with `asChild`.
 * Usage: `<ActionIconButton icon={<History />} label="History" onClick={open} tooltipDelay={500} />`.
 */
export function ActionIconButton({
  icon,
  label,
  tooltipDelay = 500,
  variant = 'ghost',
  size = 'sm',
  ref,
  ...rest
}: ActionIconButtonProps) {
  return (
    <Hint content={label} openDelay={tooltipDelay}>
      <IconButton ref={ref} aria-label={label} variant={variant} size={size} {...rest}>
        {icon}
      </IconButton>
    </Hint>
  );
}
