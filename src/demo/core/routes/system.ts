import { createHash } from 'node:crypto';
import { badRequest, DemoHttpError } from '../http/errors';
import { empty, json } from '../http/responses';
import type { Route, RouteContext } from './context';

export function badges(context: RouteContext) {
  const { state, derived } = context;
  return {
    episodes: derived.wantedEpisodeIds().length,
    movies: derived.wantedMovieIds().length,
    providers: state.providers.filter((provider) => provider.status !== 'Good').length,
    status: state.health.length,
    sonarr_signalr: state.signalr.sonarr,
    radarr_signalr: state.signalr.radarr,
    announcements: state.announcements.filter((item) => !item.dismissed).length,
  };
}

function systemAction(context: RouteContext) {
  const action = context.params.requiredString('action');
  if (action === 'restart') context.lifecycle.restart();
  else if (action === 'shutdown') context.lifecycle.shutdown();
  else throw badRequest('Unknown action');
  return empty();
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Form login: the session cookie decides whether the page gets the API key. */
function account(context: RouteContext) {
  const { params, state, session } = context;
  const action = params.requiredString('action');
  if (action === 'logout') {
    session.logout();
    return empty();
  }
  if (action !== 'login') throw badRequest('Unknown action');
  if (state.settings.auth?.type !== 'form')
    throw new DemoHttpError(500, 'Unknown authentication type define in config');
  const username = params.string('username') ?? '';
  const password = params.string('password') ?? '';
  if (username === '' || password === '')
    throw new DemoHttpError(406, 'Username and password are required');
  if (username !== state.settings.auth.username || md5(password) !== state.settings.auth.password) {
    session.logout();
    throw new DemoHttpError(403, 'Login failed');
  }
  session.login();
  return empty();
}

function status(context: RouteContext) {
  return json({
    data: {
      bazarr_version: context.state.bazarrVersion,
      package_version: '',
      sonarr_version: '4.0.14.2939',
      radarr_version: '5.22.4.9896',
      operating_system: `Linux-${process.platform === 'linux' ? 'demo' : process.platform}-x86_64`,
      python_version: '3.11.2',
      database_engine: 'Sqlite 3.40.1',
      database_migration: '4274a5dfc4ad',
      bazarr_directory: '/opt/bazarr',
      bazarr_config_directory: '/config',
      start_time: context.state.startTime / 1000,
      timezone: 'Etc/UTC',
      // From 1.5.5-beta.10 (api/system/status.py), the most Settings > General's Concurrent Jobs offers.
      ...(context.features.hasConcurrentJobs ? { cpu_cores: 2 } : {}),
    },
  });
}

function filterLogs(context: RouteContext) {
  const log = context.state.settings.log ?? {};
  const flags = log.ignore_case === true ? 'i' : '';
  const matcher = (filter: unknown) => {
    if (typeof filter !== 'string' || filter === '') return null;
    if (log.use_regex === true) return new RegExp(filter, flags);
    const needle = flags ? filter.toLowerCase() : filter;
    return { test: (text: string) => (flags ? text.toLowerCase() : text).includes(needle) };
  };
  const include = matcher(log.include_filter);
  const exclude = matcher(log.exclude_filter);
  return context.state.logs.filter(
    (record) =>
      (!include || include.test(record.message)) && (!exclude || !exclude.test(record.message)),
  );
}

function notificationTest(context: RouteContext) {
  context.params.requiredString('url');
  return empty();
}

export const systemRoutes: Route[] = [
  { method: 'GET', path: '/api/badges', handler: (context) => json(badges(context)) },
  { method: 'POST', path: '/api/system', handler: systemAction },
  { method: 'POST', path: '/api/system/account', handler: account, public: true },
  { method: 'GET', path: '/api/system/ping', handler: () => json({ status: 'OK' }), public: true },
  { method: 'GET', path: '/api/system/status', handler: status },
  {
    method: 'GET',
    path: '/api/system/health',
    handler: (context) => json({ data: context.state.health }),
  },
  {
    method: 'GET',
    path: '/api/system/releases',
    handler: (context) => json({ data: context.state.releases }),
  },
  {
    method: 'GET',
    path: '/api/system/logs',
    handler: (context) => json({ data: filterLogs(context) }),
  },
  {
    method: 'DELETE',
    path: '/api/system/logs',
    handler: (context) => {
      context.state.logs = [];
      return empty();
    },
  },
  { method: 'PATCH', path: '/api/system/notifications', handler: notificationTest },
];
