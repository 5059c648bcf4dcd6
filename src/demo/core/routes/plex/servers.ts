/**
 * The account's Plex servers, the one Bazarr uses, and that server's movie and show libraries.
 */
import { json } from '../../http/responses';
import type { SettingsSection } from '../../state/types';
import type { RouteContext } from '../context';
import { asList, plexSection, text } from './plexSettings';
import {
  available,
  bestConnection,
  plexTv,
  type DemoPlexConnection,
  type DemoPlexServer,
} from './plexTv';
import { tokenOrNull } from './tokens';

/** Stores the server Bazarr uses and its best connection. */
export function chooseServer(
  plex: SettingsSection,
  server: DemoPlexServer,
  best: DemoPlexConnection | null,
): void {
  plex.server_machine_id = server.machineIdentifier;
  plex.server_name = server.name;
  plex.server_url = best?.uri ?? '';
  plex.server_local = best?.local ?? false;
  plex.server_connections = server.connections.map((candidate) => candidate.uri);
}

function connectionView(candidate: DemoPlexConnection) {
  const { uri, protocol, address, port, local, latency } = candidate;
  return { uri, protocol, address, port, local, available: true, latency };
}

export function servers(context: RouteContext) {
  const { state } = context;
  const tv = plexTv(state);
  if (!tokenOrNull(state) || !tv.reachable) return json({ data: [] });
  const plex = plexSection(state);
  const data = tv.servers.flatMap((server) => {
    const connections = available(server).map(connectionView);
    const best = connections[0];
    if (!best) return [];
    if (text(plex.server_machine_id) === server.machineIdentifier)
      chooseServer(plex, server, bestConnection(server));
    return [
      {
        name: server.name,
        machineIdentifier: server.machineIdentifier,
        connections,
        bestConnection: best,
        version: server.version,
        platform: server.platform,
        device: server.device,
      },
    ];
  });
  return json({ data });
}

export function selectedServer(context: RouteContext) {
  const plex = plexSection(context.state);
  const machineIdentifier = text(plex.server_machine_id);
  if (!machineIdentifier) return json({ data: null });
  return json({
    data: {
      machineIdentifier,
      name: text(plex.server_name),
      url: text(plex.server_url),
      local: plex.server_local === true,
    },
  });
}

export function selectServer(context: RouteContext) {
  const { params, state } = context;
  const missing = ['machineIdentifier', 'name', 'uri'].find((name) => !params.has(name));
  if (missing)
    return json(
      {
        errors: {
          [missing]: `${missing === 'uri' ? 'Connection URI' : missing === 'name' ? 'Server name' : 'Machine identifier'} Missing required parameter in the JSON body or the post body or the query string`,
        },
        message: 'Input payload validation failed',
      },
      400,
    );
  const plex = plexSection(state);
  const uri = params.string('uri') ?? '';
  plex.server_machine_id = params.string('machineIdentifier') ?? '';
  plex.server_name = params.string('name') ?? '';
  plex.server_url = uri;
  plex.server_local = (params.string('local') ?? 'false').toLowerCase() === 'true';
  plex.server_connections = [uri];
  return json({
    data: {
      success: true,
      server: {
        machineIdentifier: plex.server_machine_id,
        name: plex.server_name,
        url: uri,
        local: plex.server_local,
      },
    },
  });
}

/** The libraries of the server Bazarr reaches by one of its stored connections; [] on any failure. */
export function libraries(context: RouteContext) {
  const { state } = context;
  const tv = plexTv(state);
  if (!tokenOrNull(state)) return json({ data: [] });
  const plex = plexSection(state);
  const urls = [text(plex.server_url), ...asList(plex.server_connections).map(String)].filter(
    (url) => url !== '',
  );
  const server = tv.servers.find((candidate) =>
    available(candidate).some((option) => urls.includes(option.uri)),
  );
  if (!server) return json({ data: [] });
  const data = server.libraries
    .filter((library) => library.type === 'movie' || library.type === 'show')
    .map((library) => ({
      ...library,
      agent: '',
      scanner: '',
      language: 'en-US',
      uuid: `${server.machineIdentifier}-${library.key}`,
      updatedAt: 1_760_000_000,
      createdAt: 1_700_000_000,
      locations: [],
    }));
  return json({ data });
}
