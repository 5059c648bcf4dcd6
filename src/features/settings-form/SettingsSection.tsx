import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface SettingsSectionProps {
  title: string;
  /** A line under the heading saying what the section is about. */
  description?: ReactNode;
  /** Lets the content use the whole width (tables); fields keep a readable width otherwise. */
  wide?: boolean;
  children: ReactNode;
}

/** A titled group of settings: `<SettingsSection title="Host" description="...">fields</SettingsSection>`. */
export function SettingsSection({ title, description, wide, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p={{ base: '3', md: '5' }}
    >
      <Heading as="h2" size="md" id={headingId}>
        {title}
      </Heading>
      {description !== undefined && (
        <Text color="fg.muted" fontSize="sm" mt="1">
          {description}
        </Text>
      )}
      <Stack gap="5" mt="4" maxW={wide ? undefined : '3xl'}>
        {children}
      </Stack>
    </Box>
  );
}
