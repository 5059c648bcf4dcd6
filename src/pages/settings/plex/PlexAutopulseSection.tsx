import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useLazyGetAutopulseConfigQuery } from '../../../api/plex';
import { CopyButton, ErrorAlert } from '../../../components';
import { SettingsSection } from '../../../features/settings-form';

/** What Bazarr's 401 and 400 mean here: no Plex sign-in, or no Autopulse answering at the external webhook. */
function autopulseError(error: unknown): { message: string } {
  const status = (error as { status?: unknown }).status;
  if (status === 401) return { message: 'Sign in with Plex above first.' };
  if (status === 400)
    return {
      message:
        'Bazarr could not build the configuration: it needs the Plex sign-in with a chosen server, and Autopulse answering at the external webhook URL of Settings > General (saved).',
    };
  const message = (error as { message?: unknown }).message;
  return { message: typeof message === 'string' ? message : 'Failed to get Autopulse config' };
}

/**
 * Autopulse (1.5.4+): Bazarr writes the Autopulse configuration for this Plex server from the template of the
 * Autopulse found at Settings > General's external webhook. 1.5.6 keeps no Autopulse settings of its own.
 */
export function PlexAutopulseSection() {
  const [generate, result] = useLazyGetAutopulseConfigQuery();
  const config = result.data;
  return (
    <SettingsSection
      title="Autopulse Configuration"
      description="A configuration for Autopulse, which then has this Plex server rescan what Bazarr changed."
    >
      <HStack>
        <Button
          size="sm"
          variant="outline"
          loading={result.isFetching}
          onClick={() => void generate()}
        >
          Generate Configuration
        </Button>
      </HStack>
      {result.isError && !result.isFetching && <ErrorAlert error={autopulseError(result.error)} />}
      {config && !result.isError && (
        <Stack gap="2">
          <HStack justify="space-between">
            <Text>Server: {config.server_name ?? ''}</Text>
            <CopyButton text={config.config_yaml} label="Copy configuration" />
          </HStack>
          <Code
            as="pre"
            display="block"
            whiteSpace="pre"
            overflowX="auto"
            p="3"
            aria-label="Autopulse configuration"
          >
            {config.config_yaml}
          </Code>
          {config.rewrite_suggestion && (
            <Text role="note">Configuration Notes: {config.rewrite_suggestion}</Text>
          )}
          {config.template_info && (
            <Text fontSize="sm" color="fg.muted">
              {config.template_info}
            </Text>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}
