import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFixedClass } from '../styled/fixedClass';
import { TOOLBAR } from './Toolbar.looks';

export interface ToolbarProps {
  /** Names the toolbar for assistive technology, e.g. 'Series actions'. */
  label: string;
  children: ReactNode;
}

/** The action bar at the top of a page. Usage: `<Toolbar label="Movie actions"><ToolbarButton .../></Toolbar>`. */
export function Toolbar({ label, children }: ToolbarProps) {
  return (
    <div role="toolbar" aria-label={label} className={`chakra-stack ${useFixedClass(TOOLBAR)}`}>
      {children}
    </div>
  );
}

export interface ToolbarButtonProps extends Omit<ButtonProps, 'children'> {
  icon: ReactNode;
  children: ReactNode;
}

/**
 * An icon-and-text button for a Toolbar; `loading` shows a spinner and blocks clicks.
 * Usage: `<ToolbarButton icon={<RefreshCw />} loading={scanning} onClick={scan}>Scan Disk</ToolbarButton>`.
 */
export function ToolbarButton({
  icon,
  children,
  variant = 'ghost',
  size = 'sm',
  ...rest
}: ToolbarButtonProps) {
  // The spinner replaces the icon, the text stays: the button keeps its name while loading.
  return (
    <Button variant={variant} size={size} loadingText={children} {...rest}>
      {icon}
      {children}
    </Button>
  );
}
