import type { ReactNode } from 'react';
import { Hint } from '../hint/Hint';
import { ButtonLoading } from './ButtonLoading';
import { useFixedClass } from '../../styles/fixedClass';
import {
  rowIconButtonLook,
  type ROW_ICON_BUTTON_SIZES,
  type ROW_ICON_BUTTON_VARIANTS,
} from './RowIconButton.looks';

type Variant = (typeof ROW_ICON_BUTTON_VARIANTS)[number];
type Size = (typeof ROW_ICON_BUTTON_SIZES)[number];

export interface RowIconButtonProps {
  icon: ReactNode;
  /** The accessible name, also shown as the tooltip. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** A spinner over the icon, and no clicks, while the action runs. */
  loading?: boolean;
  variant?: Variant;
  size?: Size;
  tooltipDelay?: number;
}

/**
 * ActionIconButton's look and tooltip for the action repeated in every row of a list: a plain button with a fixed
 * class rather than a Chakra element that resolves its styles at every render.
 */
export function RowIconButton({
  icon,
  label,
  onClick,
  disabled,
  loading,
  variant = 'ghost',
  size = 'sm',
  tooltipDelay = 500,
}: RowIconButtonProps) {
  const className = `chakra-button ${useFixedClass(rowIconButtonLook(variant, size))}`;
  return (
    <Hint content={label} openDelay={tooltipDelay}>
      <button
        type="button"
        className={className}
        aria-label={label}
        data-loading={loading ? '' : undefined}
        disabled={loading || disabled}
        onClick={onClick}
      >
        {loading ? <ButtonLoading>{icon}</ButtonLoading> : icon}
      </button>
    </Hint>
  );
}
