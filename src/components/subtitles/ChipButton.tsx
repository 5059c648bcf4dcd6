import type { ComponentPropsWithRef } from 'react';
import { useFixedClass } from '../../styles/fixedClass';
import { chipButtonLook } from './ChipButton.looks';
import { palettes, type SubtitleChipStatus } from './SubtitleBadge';

export interface ChipButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  status: SubtitleChipStatus;
  label: string;
  /** The accessible name. */
  name: string;
  /** The status's colour unless given (the open menu's chip is cyan). */
  palette?: string;
}

/**
 * A subtitle chip's button: a plain button with the fixed class of Chakra's subtle 2xs Button, before its menu is
 * loaded and as the loaded menu's trigger (which adds its ref, handlers and aria-expanded).
 */
export function ChipButton({
  status,
  label,
  name,
  palette = palettes[status],
  className,
  ...rest
}: ChipButtonProps) {
  const look = useFixedClass(chipButtonLook(palette));
  return (
    <button
      type="button"
      aria-haspopup="menu"
      {...rest}
      className={`chakra-button ${look}${className ? ` ${className}` : ''}`}
      data-palette={palette}
      data-status={status}
      aria-label={name}
    >
      {label}
    </button>
  );
}
