import { json } from '../http/responses';
import { folderTitle } from '../seed/names';
import type { DemoState } from '../state/types';
import type { Route, RouteContext } from './context';

interface Entry {
  name: string;
  children: boolean;
  path: string;
}

const ROOT = [
  'bin',
  'boot',
  'config',
  'dev',
  'etc',
  'home',
  'lib',
  'lib64',
  'media',
  'mnt',
  'opt',
  'proc',
  'root',
  'run',
  'sbin',
  'srv',
  'sys',
  'tmp',
  'usr',
  'var',
];
const CONFIG = ['backup', 'cache', 'config', 'db', 'log', 'restore'];

const dir = (parent: string, name: string, children = true): Entry => ({
  name,
  children,
  path: `${parent}${name}/`,
});
const byName = (a: Entry, b: Entry) => a.name.localeCompare(b.name);

/** The folders of a made-up file system that holds the library where its paths say. */
function listFolder(state: DemoState, rawPath: string): Entry[] {
  const path = rawPath === '' || rawPath === '/' ? '/' : `${rawPath.replace(/\/+$/, '')}/`;
  if (path === '/') return ROOT.map((name) => dir('/', name, name !== 'srv'));
  if (path === '/media/') return [dir(path, 'movies'), dir(path, 'tv')];
  if (path === '/config/') return CONFIG.map((name) => dir(path, name, false));
  if (path === '/media/movies/') {
    return [...state.movies.values()]
      .map((movie) => dir(path, `${folderTitle(movie.title)} (${movie.year})`, false))
      .sort(byName);
  }
  if (path === '/media/tv/') {
    return [...state.series.values()]
      .map((series) => dir(path, series.path.slice(path.length)))
      .sort(byName);
  }
  const series = [...state.series.values()].find((candidate) => `${candidate.path}/` === path);
  if (series) {
    const seasons = new Set(
      (state.episodesBySeries.get(series.id) ?? []).map(
        (id) => state.episodes.get(id)?.season ?? 0,
      ),
    );
    return [...seasons]
      .sort((a, b) => a - b)
      .map((season) => dir(path, `Season ${String(season).padStart(2, '0')}`, false));
  }
  return [];
}

const files = (context: RouteContext) =>
  json(listFolder(context.state, context.params.string('path') ?? ''));

export const fileRoutes: Route[] = [
  { method: 'GET', path: '/api/files', handler: files },
  { method: 'GET', path: '/api/files/sonarr', handler: files },
  { method: 'GET', path: '/api/files/radarr', handler: files },
];
