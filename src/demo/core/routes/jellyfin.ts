import { json } from '../http/responses';
import { DEMO_JELLYFIN_APIKEY, DEMO_JELLYFIN_URL } from '../state/settingsVersions';
import type { DemoState, SettingValue } from '../state/types';
import type { Route, RouteContext } from './context';

/**
 * Bazarr's Jellyfin routes (api/jellyfin/endpoints.py, 1.5.7-beta.26+) over a small fake Jellyfin server: the
 * answers Bazarr builds from its /System/Info and /Library/VirtualFolders, and the errors of the `requests` calls
 * behind them (no scheme, nobody answering, a refused key) in Bazarr's words. Neither route fails: a failed test
 * is `success: false` with the error, a failed listing an empty list. Tests change the fake server with
 * `backend.control.mutate((state) => { jellyfinServer(state).reachable = false; })`.
 */

export interface DemoJellyfinLibrary {
  ItemId: string;
  Name: string;
  /** Jellyfin's collection type; Bazarr lists only 'movies' and 'tvshows'. */
  CollectionType: string | null;
}

export interface DemoJellyfin {
  /** The URLs it answers at, without a trailing slash. */
  addresses: string[];
  /** The API keys made in its dashboard. */
  apikeys: string[];
  /** False: nothing answers at any address (the server is down). */
  reachable: boolean;
  serverName: string;
  version: string;
  libraries: DemoJellyfinLibrary[];
}

const servers = new WeakMap<DemoState, DemoJellyfin>();

function freshServer(): DemoJellyfin {
  return {
    addresses: [DEMO_JELLYFIN_URL, 'http://localhost:8096', 'http://127.0.0.1:8096'],
    apikeys: [DEMO_JELLYFIN_APIKEY],
    reachable: true,
    serverName: 'Demo Jellyfin',
    version: '10.10.7',
    libraries: [
      { ItemId: 'f137a2dd21bbc1b99aa5c0f6bf02a805', Name: 'Movies', CollectionType: 'movies' },
      { ItemId: '7e64e319657a9516ec78490da03edccb', Name: 'Shows', CollectionType: 'tvshows' },
      { ItemId: '43cfe12fe7d9d8d21251e0964e0232e2', Name: 'Anime', CollectionType: 'tvshows' },
      { ItemId: 'a5b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8', Name: 'Concerts', CollectionType: null },
      { ItemId: '9d7ad6afe9afa2dab1a2f6e00ad28fa6', Name: 'Music', CollectionType: 'music' },
    ],
  };
}

/** The demo's Jellyfin server, for tests to change. */
export function jellyfinServer(state: DemoState): DemoJellyfin {
  let server = servers.get(state);
  if (!server) {
    server = freshServer();
    servers.set(state, server);
  }
  return server;
}

const text = (value: SettingValue | undefined) => (typeof value === 'string' ? value : '');

/** An error the fake `requests` call raises: Bazarr logs it and answers its text. */
class JellyfinCallError extends Error {}

/** A Python object address as urllib3 prints it, fixed so the answers stay the same. */
const OBJECT_AT = '0x7f3a2c1e5d90';

function connectionRefused(url: URL, path: string): JellyfinCallError {
  const https = url.protocol === 'https:';
  const port = url.port || (https ? '443' : '80');
  const pool = https ? 'HTTPSConnectionPool' : 'HTTPConnectionPool';
  const connection = https ? 'HTTPSConnection' : 'HTTPConnection';
  return new JellyfinCallError(
    `${pool}(host='${url.hostname}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.${connection} object at ${OBJECT_AT}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
  );
}

/** JellyfinClient(url, apikey).get(path): what the fake server answers, or the error `requests` raises. */
function callJellyfin(state: DemoState, base: string, apikey: string, path: string): unknown {
  const root = base.replace(/\/+$/, '');
  const full = `${root}${path}`;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(root))
    throw new JellyfinCallError(
      `Invalid URL '${full}': No scheme supplied. Perhaps you meant https://${full}?`,
    );
  let url: URL;
  try {
    url = new URL(root);
  } catch {
    throw new JellyfinCallError(`Invalid URL '${full}': No host supplied`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new JellyfinCallError(`No connection adapters were found for '${full}'`);
  const server = jellyfinServer(state);
  if (!server.reachable || !server.addresses.includes(root)) throw connectionRefused(url, path);
  if (!server.apikeys.includes(apikey))
    throw new JellyfinCallError(`401 Client Error: Unauthorized for url: ${full}`);
  if (path === '/System/Info')
    return { ServerName: server.serverName, Version: server.version, Id: 'demo-jellyfin' };
  return server.libraries;
}

/** get_jellyfin_client: the values given, else those saved; neither raises 'not configured'. */
function client(state: DemoState, url: string | undefined, apikey: string | undefined) {
  const saved = state.settings.jellyfin ?? {};
  const base = url || text(saved.url);
  const key = apikey || text(saved.apikey);
  if (!base) throw new JellyfinCallError('Jellyfin URL not configured.');
  if (!key) throw new JellyfinCallError('Jellyfin API key not configured.');
  return (path: string) => callJellyfin(state, base, key, path);
}

const MISSING = 'Missing required parameter in the JSON body or the post body or the query string';

/** POST jellyfin/test-connection: `url` and `apikey` are required (flask-restx's 400), empty ones fall back. */
function testConnection({ params, state }: RouteContext) {
  const missing = (['url', 'apikey'] as const).find((name) => !params.has(name));
  if (missing)
    return json(
      {
        errors: {
          [missing]: `${missing === 'url' ? 'Jellyfin server URL' : 'Jellyfin API key'} ${MISSING}`,
        },
        message: 'Input payload validation failed',
      },
      400,
    );
  try {
    const info = client(state, params.string('url'), params.string('apikey'))('/System/Info') as {
      ServerName?: string;
      Version?: string;
    };
    return json({ success: true, server_name: info.ServerName ?? '', version: info.Version ?? '' });
  } catch (problem) {
    if (!(problem instanceof JellyfinCallError)) throw problem;
    return json({ success: false, error: problem.message });
  }
}

/** GET jellyfin/libraries: the movie and TV show libraries, with the values given or those saved. */
function libraries({ params, state }: RouteContext) {
  try {
    const folders = client(
      state,
      params.string('url'),
      params.string('apikey'),
    )('/Library/VirtualFolders') as DemoJellyfinLibrary[];
    const data = folders
      .map((folder) => ({
        id: folder.ItemId,
        name: folder.Name,
        type: (folder.CollectionType ?? '').toLowerCase(),
      }))
      .filter((library) => library.type === 'movies' || library.type === 'tvshows');
    return json({ data });
  } catch (problem) {
    if (!(problem instanceof JellyfinCallError)) throw problem;
    return json({ data: [] });
  }
}

export const jellyfinRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/jellyfin/test-connection',
    handler: testConnection,
    since: 'hasJellyfin',
  },
  { method: 'GET', path: '/api/jellyfin/libraries', handler: libraries, since: 'hasJellyfin' },
];
