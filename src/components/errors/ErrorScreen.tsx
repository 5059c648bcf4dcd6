import type { ReactNode } from 'react';
import { Box, Code, Container, Flex, Heading, Icon, Stack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

interface ErrorScreenProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** Shared frame of the crash, critical-error and not-found screens. */
export function ErrorScreen({ icon, title, children, actions }: ErrorScreenProps) {
  return (
    <Container maxW="4xl" py="12">
      <Stack gap="6" align="center" textAlign="center">
        <Heading as="h1" size="2xl" display="flex" alignItems="center" gap="3">
          <Icon as={icon} boxSize="8" color="fg.muted" />
          {title}
        </Heading>
        {children}
        {actions && (
          <Flex gap="3" wrap="wrap" justify="center">
            {actions}
          </Flex>
        )}
      </Stack>
    </Container>
  );
}

/** Preformatted text (stacks, server messages), rendered as text, never as HTML. */
export function ErrorDetail({ children }: { children: string }) {
  return (
    <Box maxW="full" overflowX="auto" textAlign="start">
      <Code
        as="pre"
        display="block"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        p="4"
        fontSize="xs"
      >
        {children}
      </Code>
    </Box>
  );
}
