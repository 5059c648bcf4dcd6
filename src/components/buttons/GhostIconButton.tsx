import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFixedClass } from '../../styles/fixedClass';
import { rowIconButtonLook } from './RowIconButton.looks';

export interface GhostIconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name. */
  label: string;
  icon: ReactNode;
}

/**
 * ActionIconButton's look (Chakra's ghost sm IconButton) on a plain button with a fixed class: the trigger of a
 * menu or popover loaded on first use, the same before and after it loads (the loaded part adds its ref, handlers
 * and aria state). Usage: `<GhostIconButton label="More Actions" icon={<Ellipsis />} aria-haspopup="menu" />`.
 */
export function GhostIconButton({ label, icon, className, ...rest }: GhostIconButtonProps) {
  const look = useFixedClass(rowIconButtonLook('ghost', 'sm'));
  return (
    <button
      type="button"
      {...rest}
      className={`chakra-button ${look}${className ? ` ${className}` : ''}`}
      aria-label={label}
    >
      {icon}
    </button>
  );
}
