import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  useCreatePlexWebhookMutation,
  useDeletePlexWebhookMutation,
  useGetPlexWebhooksQuery,
} from '../../../api/plex';
import { useSettings } from '../../../api/settings';
import { ConfirmDialog, ErrorAlert, RouteLink } from '../../../components';
import { SettingsSection } from '../../../features/settings-form';

export const HOSTNAME_NEEDED_TEXT =
  'Plex webhooks need the Hostname Plex reaches Bazarr by: set it in Settings > General, section Host, and save.';

/** A webhook's address as shown: Bazarr's own carries its API key, which is not shown. */
export function shownWebhookUrl(url: string): string {
  return url.replace(/([?&]apikey=)[^&]*/i, '$1•••');
}

const isBazarrWebhook = (url: string) => url.includes('/api/webhooks/plex');

function useSavedGeneral(): { hostname: string; hasHostname: boolean } {
  const general = useSettings().settings?.general as Record<string, unknown> | undefined;
  const hostname = typeof general?.hostname === 'string' ? general.hostname.trim() : '';
  return { hostname, hasHostname: hostname !== '' };
}

/**
 * The webhooks of the Plex account (Plex Pass): Bazarr's own lets Plex start a subtitle search when playback
 * starts. On 1.5.6 Bazarr builds its address from the saved General > Hostname and refuses without it.
 */
export function PlexWebhooksSection({ needsHostname }: { needsHostname: boolean }) {
  const webhooks = useGetPlexWebhooksQuery();
  const [create, creating] = useCreatePlexWebhookMutation();
  const [remove, removal] = useDeletePlexWebhookMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const { hasHostname } = useSavedGeneral();
  const list = webhooks.data?.webhooks ?? [];
  const ownExists = list.some((webhook) => isBazarrWebhook(webhook.url));
  const subscription = webhooks.data?.plexPassSubscription;
  const noPlexPass =
    subscription !== undefined && (!subscription.active || !subscription.has_webhooks_feature);
  const blockedByHostname = needsHostname && !hasHostname;

  return (
    <SettingsSection
      title="Webhooks"
      description="Plex calls Bazarr's webhook when playback starts, and Bazarr searches the missing subtitles of what is playing."
    >
      {needsHostname && (
        <Text role="note" color={hasHostname ? 'fg.muted' : 'fg.warning'}>
          {HOSTNAME_NEEDED_TEXT}{' '}
          <RouteLink to="/settings/general">Open Settings &gt; General</RouteLink>
        </Text>
      )}
      {noPlexPass && <Text role="note">Plex webhooks need a Plex Pass subscription.</Text>}
      {webhooks.isLoading && <Text color="fg.muted">Reading the Plex webhooks...</Text>}
      {webhooks.isError && <ErrorAlert error={webhooks.error} onRetry={webhooks.refetch} />}
      {webhooks.data && list.length === 0 && <Text>No webhooks in this Plex account.</Text>}
      {list.length > 0 && (
        <List.Root gap="2" ps="0" listStyleType="none" aria-label="Plex webhooks">
          {list.map(({ url }) => (
            <List.Item key={url}>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text wordBreak="break-all">{shownWebhookUrl(url)}</Text>
                  {isBazarrWebhook(url) && (
                    <Text fontSize="sm" color="fg.muted">
                      Bazarr
                    </Text>
                  )}
                </Stack>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Remove ${shownWebhookUrl(url)}`}
                  onClick={() => setRemoving(url)}
                >
                  Remove
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {!ownExists && webhooks.data && (
        <HStack>
          <Button
            size="sm"
            colorPalette="brand"
            disabled={blockedByHostname || noPlexPass}
            loading={creating.isLoading}
            onClick={() => void create()}
          >
            Add Bazarr Webhook
          </Button>
        </HStack>
      )}
      {creating.isError && <ErrorAlert error={creating.error} />}
      {creating.isSuccess && <Text role="status">Plex webhook created.</Text>}
      {removal.isError && <ErrorAlert error={removal.error} />}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove webhook?"
        message={`Plex stops calling ${removing ? shownWebhookUrl(removing) : ''}.`}
        confirmLabel="Remove"
        onConfirm={() => (removing ? remove(removing).unwrap() : undefined)}
      />
    </SettingsSection>
  );
}
