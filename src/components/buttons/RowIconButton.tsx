import type { ReactNode } from 'react';
import { Hint } from '../hint/Hint';
import { recipeStyles, useFixedClass, type FixedStyles } from '../styled/fixedClass';

type Variant = 'ghost' | 'subtle' | 'outline';
type Size = 'xs' | 'sm';

/** Chakra's IconButton on top of the button recipe: no padding, the icon a little larger. */
const ICON_BUTTON = { px: '0', py: '0', _icon: { fontSize: '1.2em' } } as const;
const looks = new Map<string, FixedStyles>();

function look(variant: Variant, size: Size): FixedStyles {
  const key = `${variant} ${size}`;
  let styles = looks.get(key);
  if (!styles) looks.set(key, (styles = recipeStyles('button', { variant, size }, ICON_BUTTON)));
  return styles;
}

export interface RowIconButtonProps {
  icon: ReactNode;
  /** The accessible name, also shown as the tooltip. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  variant?: Variant;
  size?: Size;
  tooltipDelay?: number;
}

/**
 * ActionIconButton's look and tooltip for the action repeated in every row of a list: a plain button with a fixed
 * class rather than a Chakra element that resolves its styles at every render (issue 16).
 */
export function RowIconButton({
  icon,
  label,
  onClick,
  disabled,
  variant = 'ghost',
  size = 'sm',
  tooltipDelay = 500,
}: RowIconButtonProps) {
  const className = `chakra-button ${useFixedClass(look(variant, size))}`;
  return (
    <Hint content={label} openDelay={tooltipDelay}>
      <button
        type="button"
        className={className}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </button>
    </Hint>
  );
}
