import { Text, type TextProps } from '@chakra-ui/react';

/** A muted, centered line for 'nothing here'. Usage: `<EmptyState>No announcements for now, come back later!</EmptyState>`. */
export function EmptyState({ children, ...rest }: TextProps) {
  return (
    <Text color="fg.muted" textAlign="center" py="8" {...rest}>
      {children}
    </Text>
  );
}
