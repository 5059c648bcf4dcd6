import type { DemoState } from '../../state/types';

/**
 * The fake plex.tv behind the demo's Plex routes, one per demo state (a reset state gets a fresh one): PINs
 * authorised after a few checks or by `authorizePlexPins(state)`, one account, two servers with their libraries
 * and connections, the account's webhooks and an Autopulse template. Tests change it with
 * `backend.control.mutate((state) => ...)` and the helpers here.
 */

export interface DemoPlexConnection {
  uri: string;
  protocol: string;
  address: string;
  port: number;
  local: boolean;
  /** Null: the connection does not answer (Bazarr leaves it out). */
  latency: number | null;
}

export interface DemoPlexLibrary {
  key: string;
  title: string;
  type: 'movie' | 'show' | 'artist' | 'photo';
  count: number;
}

export interface DemoPlexServer {
  name: string;
  machineIdentifier: string;
  platform: string;
  version: string;
  device: string;
  connections: DemoPlexConnection[];
  libraries: DemoPlexLibrary[];
}

export interface DemoPin {
  id: number;
  code: string;
  state: string;
  polls: number;
  authorized: boolean;
}

export interface DemoPlexTv {
  /** plex.tv answers; false: as a Bazarr without internet (POST pin 503, validate CONNECTION_ERROR). */
  reachable: boolean;
  pins: Map<string, DemoPin>;
  nextPin: number;
  /** Checks of a PIN after which plex.tv reports it authorised; null: only `authorizePlexPins`. */
  authorizeAfterPolls: number | null;
  account: {
    id: number;
    username: string;
    email: string;
    subscriptionActive: boolean;
    features: string[];
    plan: string | null;
  };
  servers: DemoPlexServer[];
  /** The account's webhook URLs (plex.tv/webhooks). */
  webhooks: string[];
  /** The Autopulse template (`config` of its /api/config-template), null when Autopulse does not answer. */
  autopulseTemplate: string | null;
}

const plexTvs = new WeakMap<DemoState, DemoPlexTv>();

function connection(uri: string, local: boolean, latency: number | null): DemoPlexConnection {
  const url = new URL(uri);
  return {
    uri,
    protocol: url.protocol.slice(0, -1),
    address: url.hostname,
    port: Number(url.port),
    local,
    latency,
  };
}

function freshPlexTv(state: DemoState): DemoPlexTv {
  return {
    reachable: true,
    pins: new Map(),
    nextPin: 1,
    authorizeAfterPolls: 3,
    account: {
      id: 4242,
      username: 'demo-plex',
      email: 'demo-plex@example.com',
      subscriptionActive: true,
      features: ['webhooks', 'sync'],
      plan: 'lifetime',
    },
    servers: [
      {
        name: 'Living Room',
        machineIdentifier: 'a1b2c3d4e5f6living',
        platform: 'Linux',
        version: '1.41.3.9314',
        device: 'PC',
        connections: [
          connection('http://192.168.1.20:32400', true, 4),
          connection('https://203-0-113-7.a1b2c3.plex.direct:32400', false, 38),
        ],
        libraries: [
          { key: '1', title: 'Movies', type: 'movie', count: state.movieOrder.length },
          { key: '2', title: '4K Movies', type: 'movie', count: 12 },
          { key: '3', title: 'TV Shows', type: 'show', count: state.seriesOrder.length },
          { key: '4', title: 'Anime', type: 'show', count: 8 },
          { key: '5', title: 'Music', type: 'artist', count: 320 },
        ],
      },
      {
        name: 'Cabin',
        machineIdentifier: 'f6e5d4c3b2a1cabin',
        platform: 'Windows',
        version: '1.40.5.8897',
        device: 'PC',
        connections: [
          connection('http://10.0.0.5:32400', true, null),
          connection('https://198-51-100-4.f6e5d4.plex.direct:32400', false, 120),
        ],
        libraries: [
          { key: '1', title: 'Films', type: 'movie', count: 40 },
          { key: '2', title: 'Series', type: 'show', count: 15 },
        ],
      },
    ],
    webhooks: ['https://hooks.example.com/plex'],
    autopulseTemplate:
      '[triggers.bazarr]\ntype = "bazarr"\n\n[targets.plex]\ntype = "plex"\nurl = "{url}"\ntoken = "{token}"\nrefresh = false\nanalyze = true\n',
  };
}

/** The fake plex.tv of a demo state (a reset state gets a fresh one). */
export function plexTv(state: DemoState): DemoPlexTv {
  let tv = plexTvs.get(state);
  if (!tv) {
    tv = freshPlexTv(state);
    plexTvs.set(state, tv);
  }
  return tv;
}

/** The user signs in at plex.tv for every PIN asked so far: their next check answers authenticated. */
export function authorizePlexPins(state: DemoState): void {
  for (const pin of plexTv(state).pins.values()) pin.authorized = true;
}

/** plex.tv forgets every PIN (expired): their checks answer Bazarr's 500. */
export function expirePlexPins(state: DemoState): void {
  plexTv(state).pins.clear();
}

/** The connections of a server that answer, fastest first. */
export const available = (server: DemoPlexServer) =>
  server.connections
    .filter((candidate) => candidate.latency !== null)
    .sort((a, b) => (a.latency ?? 0) - (b.latency ?? 0));

export const bestConnection = (server: DemoPlexServer) => available(server)[0] ?? null;
