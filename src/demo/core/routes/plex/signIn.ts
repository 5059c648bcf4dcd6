/**
 * Signing in to Plex (api/plex/oauth.py): a PIN asked of plex.tv and checked until the user has authorised it,
 * the stored token checked, a token given by hand, and signing out.
 */
import { json } from '../../http/responses';
import type { DemoState, SettingsSection } from '../../state/types';
import type { RouteContext } from '../context';
import { error, quotePlus } from './answers';
import { instanceName, plexSection, text } from './plexSettings';
import { bestConnection, plexTv, type DemoPin } from './plexTv';
import { chooseServer } from './servers';
import { decryptedToken, encrypt, PlexAuthError, storeOAuthToken } from './tokens';

function clientIdentifier(plex: SettingsSection): string {
  if (!text(plex.client_identifier))
    plex.client_identifier = '7d3f9c2e-5b1a-4c8d-9e6f-0a1b2c3d4e5f';
  return text(plex.client_identifier);
}

export function createPin(context: RouteContext) {
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
export function checkPin(context: RouteContext) {
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

export function validate(context: RouteContext) {
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

export function logout(context: RouteContext) {
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

export function saveApiKey(context: RouteContext) {
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

/** Signs in as the PIN flow does (an encrypted OAuth token, the account, Plex on), optionally with a server. */
export function signInToPlex(state: DemoState, server?: 'Living Room' | 'Cabin'): void {
  const tv = plexTv(state);
  storeOAuthToken(state, 'demo-plex-token-direct', tv);
  if (server) {
    const found = tv.servers.find((candidate) => candidate.name === server);
    if (found) chooseServer(plexSection(state), found, bestConnection(found));
  }
}
