import type { Route } from './context';
import { blacklistRoutes } from './blacklist';
import { episodeRoutes } from './episodes';
import { fileRoutes } from './files';
import { historyRoutes } from './history';
import { jellyfinRoutes } from './jellyfin';
import { jobRoutes } from './jobs';
import { maintenanceRoutes } from './maintenance';
import { movieRoutes } from './movies';
import { outsideRoutes } from './outside';
import { plexRoutes } from './plex';
import { providerRoutes } from './providers';
import { searchRoutes } from './searches';
import { seriesRoutes } from './series';
import { settingsRoutes } from './settings';
import { subtitleFileRoutes } from './subtitleFiles';
import { subtitleContentsRoutes } from './subtitleContents';
import { subtitleRoutes } from './subtitles';
import { systemRoutes } from './system';
import { wantedRoutes } from './wanted';
import { json } from '../http/responses';
import swagger from '../seed/data/swagger.json';
import { Router } from '../router';

const apiRoutes: Route[] = [
  ...seriesRoutes,
  ...episodeRoutes,
  ...movieRoutes,
  ...subtitleFileRoutes,
  ...subtitleRoutes,
  ...subtitleContentsRoutes,
  ...wantedRoutes,
  ...historyRoutes,
  ...blacklistRoutes,
  ...providerRoutes,
  ...systemRoutes,
  ...jobRoutes,
  ...maintenanceRoutes,
  ...settingsRoutes,
  ...searchRoutes,
  ...fileRoutes,
  ...plexRoutes,
  ...jellyfinRoutes,
];

/** The real Bazarr's flask-restx spec (the hidden namespaces are not in it either). */
export function createRouter(): Router {
  return new Router([
    ...apiRoutes,
    ...outsideRoutes,
    { method: 'GET', path: '/api/swagger.json', handler: () => json(swagger), public: true },
  ]);
}
