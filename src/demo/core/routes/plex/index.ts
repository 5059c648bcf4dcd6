/**
 * Bazarr's Plex routes (api/plex/oauth.py, 1.5.3+) over a fake plex.tv (plexTv.ts): signing in (signIn.ts, tokens
 * in tokens.ts), servers and libraries (servers.ts), webhooks (webhooks.ts) and the Autopulse config
 * (autopulse.ts). Each route answers as Bazarr 1.5.6 does, errors included (`{error}` bodies, a 500 for a PIN it
 * no longer knows). Tests change the fake plex.tv with `backend.control.mutate((state) => ...)` and the helpers
 * exported here.
 */
import { json } from '../../http/responses';
import type { Route, RouteContext } from '../context';
import { autopulseConfig } from './autopulse';
import { upgradePlexSettings } from './plexSettings';
import { libraries, selectedServer, selectServer, servers } from './servers';
import { checkPin, createPin, logout, saveApiKey, validate } from './signIn';
import { createWebhook, deleteWebhook, listWebhooks } from './webhooks';

export { upgradePlexSettings } from './plexSettings';
export {
  authorizePlexPins,
  expirePlexPins,
  plexTv,
  type DemoPlexConnection,
  type DemoPlexLibrary,
  type DemoPlexServer,
  type DemoPlexTv,
} from './plexTv';
export { signInToPlex } from './signIn';

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
