import { createHmac } from 'node:crypto';
import { json } from '../http/responses';
import type { DemoFeatures } from '../version';
import type { DemoState, SettingValue, SettingsSection } from '../state/types';
import type { Route, RouteContext } from './context';

/**
 * Bazarr's Plex routes (api/plex/oauth.py, 1.5.3+) over a fake plex.tv: PINs authorised after a few checks or
 * by `authorizePlexPins(state)`, one account, two servers with their libraries, the account's webhooks and an
 * Autopulse template. Each route answers as Bazarr 1.5.6 does, errors included (`{error}` bodies, a 500 for a PIN
 * it no longer knows). Tests change the fake plex.tv with `backend.control.mutate((state) => ...)` and the
 * helpers exported here.
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

interface DemoPin {
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

/** Signs in as the PIN flow does (an encrypted OAuth token, the account, Plex on), optionally with a server. */
export function signInToPlex(state: DemoState, server?: 'Living Room' | 'Cabin'): void {
  const tv = plexTv(state);
  storeOAuthToken(state, 'demo-plex-token-direct', tv);
  if (server) {
    const found = tv.servers.find((candidate) => candidate.name === server);
    if (found) chooseServer(plexSection(state), found, bestConnection(found));
  }
}

// ---------------------------------------------------------------------------------------------------------
// Settings: the plex section as 1.5.6 keeps it (its validators add the keys at start; the libraries are lists).

const SIGN_IN_DEFAULTS: SettingsSection = {
  token: '',
  username: '',
  email: '',
  user_id: '',
  auth_method: 'apikey',
  encryption_key: 'xzcjWEK-tGLvuzOVGGBwjRfzLTU6P4jSQ-RyxtaTCnI',
  server_machine_id: '',
  server_name: '',
  server_url: '',
  server_local: false,
  migration_attempted: false,
  migration_successful: false,
  migration_timestamp: '',
  disable_auto_migration: false,
  client_identifier: '',
};

function asList(value: SettingValue | undefined): SettingValue[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * Brings `state.settings.plex` to the shape of the version played (idempotent): the keys 1.5.3 adds, and from
 * 1.5.4 the libraries as lists (Bazarr's migrate_plex_library_to_list) with their ids. GET system/settings calls it.
 */
export function upgradePlexSettings(state: DemoState, features: DemoFeatures): void {
  if (!features.plexSignIn) return;
  const plex = state.settings.plex ?? (state.settings.plex = {});
  for (const [key, value] of Object.entries(SIGN_IN_DEFAULTS)) {
    if (!(key in plex)) plex[key] = value;
  }
  if (features.plexLibraryLists) {
    plex.movie_library = asList(plex.movie_library);
    plex.series_library = asList(plex.series_library);
    plex.movie_library_ids ??= [];
    plex.series_library_ids ??= [];
  }
}

function plexSection(state: DemoState): SettingsSection {
  return state.settings.plex ?? (state.settings.plex = {});
}

const text = (value: SettingValue | undefined) => (typeof value === 'string' ? value : '');

// ---------------------------------------------------------------------------------------------------------
// Tokens: itsdangerous' URLSafeSerializer as Bazarr uses it (payload.signature, signed with plex.encryption_key).

class PlexAuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

const INVALID_TOKEN =
  'Failed to decrypt stored authentication token. The token may be corrupted or the encryption key may have changed. Please re-authenticate with Plex.';
const ACCESS_DENIED =
  'Access denied. Please check your Plex authentication credentials and permissions.';

function encryptionKey(plex: SettingsSection): string {
  if (!text(plex.encryption_key)) plex.encryption_key = 'demo-encryption-key-generated';
  return text(plex.encryption_key);
}

function sign(key: string, payload: string): string {
  return createHmac('sha1', key).update(payload).digest('base64url');
}

let salt = 0;

function encrypt(plex: SettingsSection, token: string): string {
  salt += 1;
  const payload = Buffer.from(
    JSON.stringify({ token, salt: salt.toString(16).padStart(32, '0'), timestamp: 1_760_000_000 }),
  ).toString('base64url');
  return `${payload}.${sign(encryptionKey(plex), payload)}`;
}

function decrypt(plex: SettingsSection, value: string): string {
  const [payload, signature] = value.split('.');
  if (!payload || !signature || sign(encryptionKey(plex), payload) !== signature)
    throw new PlexAuthError(INVALID_TOKEN, 401, 'INVALID_TOKEN');
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { token?: unknown };
    if (typeof parsed.token === 'string') return parsed.token;
  } catch {
    // falls through
  }
  throw new PlexAuthError(INVALID_TOKEN, 401, 'INVALID_TOKEN');
}

/**
 * get_decrypted_token: the OAuth token, or the token given by hand, which Bazarr encrypts in place the first time
 * it reads it (so plex.apikey then holds the encrypted text). Null when there is none; throws when it cannot be
 * decrypted (a plain token written over an encrypted one: `apikey_encrypted` stays true).
 */
function decryptedToken(state: DemoState): string | null {
  const plex = plexSection(state);
  if (plex.auth_method === 'oauth') {
    const token = text(plex.token);
    return token ? decrypt(plex, token) : null;
  }
  const apikey = text(plex.apikey);
  if (!apikey) return null;
  if (plex.apikey_encrypted !== true) {
    plex.apikey = encrypt(plex, apikey);
    plex.apikey_encrypted = true;
  }
  return decrypt(plex, text(plex.apikey));
}

function storeOAuthToken(state: DemoState, token: string, tv: DemoPlexTv): void {
  const plex = plexSection(state);
  Object.assign(plex, {
    apikey: '',
    ip: '127.0.0.1',
    port: 32400,
    ssl: false,
    token: encrypt(plex, token),
    username: tv.account.username,
    email: tv.account.email,
    user_id: String(tv.account.id),
    auth_method: 'oauth',
  });
  const general = state.settings.general ?? (state.settings.general = {});
  general.use_plex = true;
}

// ---------------------------------------------------------------------------------------------------------
// Routes

const error = (message: string, status: number, extra: Record<string, string> = {}) =>
  json({ error: message, ...extra }, status);

/** Python's quote_plus. */
const quotePlus = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

function instanceName(state: DemoState): string {
  return text(state.settings.general?.instance_name) || 'Bazarr';
}

function clientIdentifier(plex: SettingsSection): string {
  if (!text(plex.client_identifier))
    plex.client_identifier = '7d3f9c2e-5b1a-4c8d-9e6f-0a1b2c3d4e5f';
  return text(plex.client_identifier);
}

function createPin(context: RouteContext) {
  const { state } = context;
  const tv = plexTv(state);
  const plex = plexSection(state);
  const clientId = clientIdentifier(plex);
  if (!tv.reachable)
    return error(
      "Failed to create PIN: HTTPSConnectionPool(host='plex.tv', port=443): Max retries exceeded with url: /api/v2/pins",
      503,
      { code: 'PLEX_CONNECTION_ERROR' },
    );
  const id = 20_000 + tv.nextPin;
  tv.nextPin += 1;
  const code = `DEMO${id.toString(36).toUpperCase()}PLEX`;
  const pin: DemoPin = { id, code, state: `state-${id}`, polls: 0, authorized: false };
  tv.pins.set(String(id), pin);
  return json({
    data: {
      pinId: id,
      code,
      clientId,
      state: pin.state,
      authUrl: `https://app.plex.tv/auth#?clientID=${clientId}&code=${code}&context[device][product]=Bazarr&context[device][deviceName]=${quotePlus(instanceName(state))}`,
    },
  });
}

const INTERNAL_ERROR = () => json({ message: 'Internal Server Error' }, 500);

/** `/api/plex/oauth/pin/<id>/check`; an unknown or expired PIN raises an error Bazarr does not catch: 500. */
function checkPin(context: RouteContext) {
  const match = /^\/api\/plex\/oauth\/pin\/([^/]+)\/check$/.exec(context.request.path);
  if (!match || !context.features.plexSignIn) return json({ message: 'Not Found' }, 404);
  const { state } = context;
  const tv = plexTv(state);
  const pin = tv.pins.get(decodeURIComponent(match[1] ?? ''));
  if (!pin) return INTERNAL_ERROR();
  pin.polls += 1;
  if (tv.authorizeAfterPolls !== null && pin.polls >= tv.authorizeAfterPolls) pin.authorized = true;
  if (!pin.authorized) return json({ data: { authenticated: false, code: pin.code } });
  storeOAuthToken(state, `demo-plex-token-${pin.id}`, tv);
  tv.pins.delete(String(pin.id));
  return json({
    data: { authenticated: true, username: tv.account.username, email: tv.account.email },
  });
}

function validate(context: RouteContext) {
  const { state } = context;
  const plex = plexSection(state);
  const authMethod = text(plex.auth_method) || 'apikey';
  try {
    const token = decryptedToken(state);
    if (!token) return json({ data: { valid: false, auth_method: authMethod } });
    const tv = plexTv(state);
    if (!tv.reachable)
      throw new PlexAuthError(
        'Unable to connect to Plex.tv servers. Please check your internet connection.',
        503,
        'CONNECTION_ERROR',
      );
    return json({
      data: {
        valid: true,
        username: tv.account.username,
        email: tv.account.email,
        auth_method: authMethod,
      },
    });
  } catch (problem) {
    if (!(problem instanceof PlexAuthError)) throw problem;
    return json({ data: { valid: false, error: problem.message, code: problem.code } });
  }
}

/** A token that cannot be decrypted is caught by the route's broad `except`: an empty list. */
function tokenOrNull(state: DemoState): string | null {
  try {
    return decryptedToken(state);
  } catch {
    return null;
  }
}

const available = (server: DemoPlexServer) =>
  server.connections
    .filter((candidate) => candidate.latency !== null)
    .sort((a, b) => (a.latency ?? 0) - (b.latency ?? 0));

const bestConnection = (server: DemoPlexServer) => available(server)[0] ?? null;

function chooseServer(
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

function servers(context: RouteContext) {
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

function selectedServer(context: RouteContext) {
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

function selectServer(context: RouteContext) {
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
function libraries(context: RouteContext) {
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

function logout(context: RouteContext) {
  const { state } = context;
  Object.assign(plexSection(state), {
    token: '',
    apikey: '',
    apikey_encrypted: false,
    ip: '127.0.0.1',
    port: 32400,
    ssl: false,
    username: '',
    email: '',
    user_id: '',
    auth_method: 'apikey',
    server_machine_id: '',
    server_name: '',
    server_url: '',
    server_local: false,
    encryption_key: '',
  });
  const general = state.settings.general ?? (state.settings.general = {});
  general.use_plex = false;
  return json({ success: true });
}

function saveApiKey(context: RouteContext) {
  const { params, state } = context;
  if (!params.has('apikey'))
    return json(
      {
        errors: {
          apikey:
            'API key Missing required parameter in the JSON body or the post body or the query string',
        },
        message: 'Input payload validation failed',
      },
      400,
    );
  const apikey = (params.string('apikey') ?? '').trim();
  if (!apikey) return error('API key is required', 400);
  const plex = plexSection(state);
  Object.assign(plex, {
    apikey: encrypt(plex, apikey),
    apikey_encrypted: true,
    auth_method: 'apikey',
  });
  return json({ success: true, message: 'API key saved securely' });
}

/** MyPlexAccount(token): the routes below fail with 502 when there is no usable token. */
function account(context: RouteContext, failure: string): DemoPlexTv | ReturnType<typeof error> {
  const token = tokenOrNull(context.state);
  if (!token) return error(`${failure}: ${ACCESS_DENIED}`, 502);
  const tv = plexTv(context.state);
  if (!tv.reachable) return error(`${failure}: Unable to connect to plex.tv`, 502);
  return tv;
}

const isPlexTv = (value: DemoPlexTv | ReturnType<typeof error>): value is DemoPlexTv =>
  'webhooks' in value;

function listWebhooks(context: RouteContext) {
  const tv = account(context, 'Failed to list webhooks');
  if (!isPlexTv(tv)) return tv;
  return json({
    data: {
      webhooks: tv.webhooks.map((url) => ({ url })),
      count: tv.webhooks.length,
      plexPassSubscription: {
        active: tv.account.subscriptionActive,
        has_webhooks_feature: tv.account.features.includes('webhooks'),
        plan: tv.account.plan,
      },
    },
  });
}

function createWebhook(context: RouteContext) {
  const { state, features, request } = context;
  const tv = account(context, 'Failed to create webhook');
  if (!isPlexTv(tv)) return tv;
  if (!tv.account.subscriptionActive)
    return error(
      'Plex Pass subscription required. The "webhooks" feature requires Plex Pass. Please subscribe at https://www.plex.tv/plans/',
      403,
    );
  if (!tv.account.features.includes('webhooks'))
    return error(
      'The "webhooks" feature is not available for your Plex account. This may require a different Plex Pass tier or the feature may be disabled.',
      403,
    );
  const general = state.settings.general ?? {};
  const apikey = text(state.settings.auth?.apikey);
  if (!apikey)
    return error('No API key configured. Set up API key in Settings > General first.', 400);
  const host = features.plexWebhookNeedsHostname
    ? text(general.hostname)
    : (request.headers?.host ?? '127.0.0.1:6767');
  if (!host)
    return error(
      'Hostname must be configured in General Settings before creating webhooks. This prevents host header poisoning attacks.',
      400,
    );
  const baseUrl = text(general.base_url).replace(/\/+$/, '');
  const url = `http://${host}${baseUrl}/api/webhooks/plex?apikey=${apikey}&instance=${quotePlus(instanceName(state))}`;
  if (tv.webhooks.includes(url))
    return json({ data: { success: true, message: 'Webhook already exists', webhook_url: url } });
  tv.webhooks.push(url);
  return json({
    data: {
      success: true,
      message: 'Webhook created successfully',
      webhook_url: url,
      total_webhooks: tv.webhooks.length,
    },
  });
}

function deleteWebhook(context: RouteContext) {
  const url = context.params.string('webhook_url');
  if (url === undefined)
    return error(
      'Failed to delete webhook: 400 Bad Request: The browser (or proxy) sent a request that this server could not understand.',
      502,
    );
  const tv = account(context, 'Failed to delete webhook');
  if (!isPlexTv(tv)) return tv;
  // plexapi's deleteWebhook raises NotFound for a URL the account does not have.
  if (!tv.webhooks.includes(url))
    return error(`Failed to delete webhook: Webhook does not exist: ${url}`, 502);
  tv.webhooks = tv.webhooks.filter((existing) => existing !== url);
  return json({ data: { success: true, message: 'Webhook deleted successfully' } });
}

/** generate_autopulse_config: OAuth, a server, and an Autopulse answering at general.external_webhook_url. */
function autopulseConfig(context: RouteContext) {
  const { state } = context;
  const token = tokenOrNull(state);
  if (!token) return error('Plex authentication required', 401);
  const plex = plexSection(state);
  const tv = plexTv(state);
  const serverUrl = text(plex.server_url);
  const webhook = text(state.settings.general?.external_webhook_url);
  if (plex.auth_method !== 'oauth' || !serverUrl || !webhook || tv.autopulseTemplate === null)
    return error('Failed to get Plex configuration for Autopulse', 400);
  const config = tv.autopulseTemplate
    .replace('{url}', serverUrl)
    .replace('{token}', token)
    .replace('refresh = false', 'refresh = true')
    .replace('analyze = true', 'analyze = false');
  const serverName = text(plex.server_name);
  return json({
    data: {
      config_yaml: `# Autopulse Configuration - Generated using dynamic template\n# Server: ${serverName}\n# Template version: 1.0\n# Generated with Bazarr trigger type\n# Path rewriting: Not detected\n\n${config}\n# Usage: Bazarr calls GET http://autopulse:2875/triggers/bazarr?path=/parent/directory\n`,
      server_name: serverName,
      rewrite_detected: false,
      rewrite_suggestion: null,
      template_info: 'Configuration generated using Autopulse template v1.0',
    },
  });
}

/** Brings the settings to this version's shape before each Plex route, as Bazarr's start did. */
function plexRoute(handler: (context: RouteContext) => ReturnType<typeof json>) {
  return (context: RouteContext) => {
    upgradePlexSettings(context.state, context.features);
    return handler(context);
  };
}

export const plexRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/plex/oauth/pin',
    handler: plexRoute(createPin),
    since: 'plexSignIn',
  },
  {
    method: 'GET',
    path: '/api/plex/oauth/pin',
    handler: () => json({ message: 'Method not allowed. Use POST.' }, 405),
    since: 'plexSignIn',
  },
  { method: 'GET', path: '/api/plex/oauth/pin/*', handler: plexRoute(checkPin) },
  {
    method: 'GET',
    path: '/api/plex/oauth/validate',
    handler: plexRoute(validate),
    since: 'plexSignIn',
  },
  {
    method: 'GET',
    path: '/api/plex/oauth/servers',
    handler: plexRoute(servers),
    since: 'plexSignIn',
  },
  {
    method: 'GET',
    path: '/api/plex/select-server',
    handler: plexRoute(selectedServer),
    since: 'plexSignIn',
  },
  {
    method: 'POST',
    path: '/api/plex/select-server',
    handler: plexRoute(selectServer),
    since: 'plexSignIn',
  },
  {
    method: 'POST',
    path: '/api/plex/oauth/logout',
    handler: plexRoute(logout),
    since: 'plexSignIn',
  },
  { method: 'POST', path: '/api/plex/apikey', handler: plexRoute(saveApiKey), since: 'plexSignIn' },
  {
    method: 'GET',
    path: '/api/plex/oauth/libraries',
    handler: plexRoute(libraries),
    since: 'plexLibraries',
  },
  {
    method: 'GET',
    path: '/api/plex/webhook/list',
    handler: plexRoute(listWebhooks),
    since: 'plexLibraries',
  },
  {
    method: 'POST',
    path: '/api/plex/webhook/create',
    handler: plexRoute(createWebhook),
    since: 'plexLibraries',
  },
  {
    method: 'POST',
    path: '/api/plex/webhook/delete',
    handler: plexRoute(deleteWebhook),
    since: 'plexLibraries',
  },
  {
    method: 'GET',
    path: '/api/plex/autopulse/config',
    handler: plexRoute(autopulseConfig),
    since: 'plexAutopulse',
  },
];
