import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  useGetPlexServersQuery,
  useGetSelectedPlexServerQuery,
  useSelectPlexServerMutation,
} from '../../../api/plex';
import type { PlexServer } from '../../../api/schemas/plex';
import { ErrorAlert, Selector } from '../../../components';
import { SettingsSection } from '../../../features/settings-form';

export const serverLabel = (server: PlexServer) =>
  `${server.name} (${server.platform ?? 'Plex'} - v${server.version ?? '?'})`;

function Connections({ server }: { server: PlexServer }) {
  return (
    <Stack gap="1">
      <Text fontWeight="medium">Verified Connections:</Text>
      <List.Root ps="4" aria-label={`Connections of ${server.name}`}>
        {server.connections.map((connection) => (
          <List.Item key={connection.uri}>
            {connection.uri}
            {connection.local ? ' (Local)' : ''}
            {typeof connection.latency === 'number' ? ` · ${connection.latency} ms` : ''}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/**
 * The Plex Media Server Bazarr talks to (signed in at plex.tv): the account's servers that answered, each with the
 * connections Bazarr reached, and the one chosen (POST plex/select-server, by its fastest connection).
 */
export function PlexServerSection() {
  const servers = useGetPlexServersQuery();
  const selected = useGetSelectedPlexServerQuery();
  const [select, selecting] = useSelectPlexServerMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const list = servers.data ?? [];
  const current = selected.data?.machineIdentifier ?? null;
  const chosenId = choice ?? current ?? list[0]?.machineIdentifier ?? null;
  const chosen = list.find((server) => server.machineIdentifier === chosenId) ?? null;
  const connection = chosen?.bestConnection ?? chosen?.connections[0] ?? null;

  return (
    <SettingsSection
      title="Plex Server"
      description="The Plex Media Server Bazarr tells about new subtitles."
    >
      {selected.data && (
        <Text role="status">
          Bazarr uses {selected.data.name} ({selected.data.url}
          {selected.data.local ? ', local' : ''}).
        </Text>
      )}
      {servers.isFetching && <Text color="fg.muted">Testing server connections...</Text>}
      {servers.isError && <ErrorAlert error={servers.error} onRetry={servers.refetch} />}
      {!servers.isFetching && servers.data && list.length === 0 && <Text>No servers found.</Text>}
      {list.length > 0 && (
        <Selector<string>
          label="Server"
          options={list.map((server) => ({
            value: server.machineIdentifier,
            label: serverLabel(server),
          }))}
          value={chosenId}
          onChange={setChoice}
        />
      )}
      {chosen && <Connections server={chosen} />}
      <HStack>
        {chosen && connection && (
          <Button
            size="sm"
            colorPalette="brand"
            disabled={chosen.machineIdentifier === current && connection.uri === selected.data?.url}
            loading={selecting.isLoading}
            onClick={() =>
              void select({
                machineIdentifier: chosen.machineIdentifier,
                name: chosen.name,
                uri: connection.uri,
                local: connection.local,
              })
            }
          >
            Select Server
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={servers.isFetching}
          onClick={() => void servers.refetch()}
        >
          Refresh Servers
        </Button>
      </HStack>
      {selecting.isError && <ErrorAlert error={selecting.error} />}
    </SettingsSection>
  );
}
