import { Button, HStack, type ButtonProps, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ToolbarProps extends StackProps {
  /** Names the toolbar for assistive technology, e.g. 'Series actions'. */
  label: string;
  children: ReactNode;
}

/** The action bar at the top of a page. Usage: `<Toolbar label="Movie actions"><ToolbarButton .../></Toolbar>`. */
export function Toolbar({ label, children, ...rest }: ToolbarProps) {
  return (
    <HStack
      role="toolbar"
      aria-label={label}
      gap="1"
      px={{ base: '2', md: '4' }}
      py="2"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      wrap="wrap"
      {...rest}
    >
      {children}
    </HStack>
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
