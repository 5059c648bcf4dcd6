/**
 * Every endpoint by name, for code that runs requests from plain data (the task queue, realtime refreshes):
 * `dispatch(endpoints.uploadEpisodeSubtitle.initiate(args))`. Importing this module injects every area.
 */
import { badgesApi } from './badges';
import { blacklistApi } from './blacklist';
import { episodesApi } from './episodes';
import { filesApi } from './files';
import { historyApi } from './history';
import { jobsApi } from './jobs';
import { languagesApi } from './languages';
import { itemActionsApi } from './itemActions';
import { moviesApi } from './movies';
import { profileWritesApi } from './profileWrites';
import { providersApi } from './providers';
import { seriesApi } from './series';
import { settingsApi } from './settings';
import { subtitlesApi } from './subtitles';
import { announcementsApi } from './announcements';
import { connectionTestApi } from './connectionTest';
import { systemApi } from './system';
import { systemPagesApi } from './systemPages';
import { wantedApi } from './wanted';

export const endpoints = {
  ...badgesApi.endpoints,
  ...blacklistApi.endpoints,
  ...episodesApi.endpoints,
  ...filesApi.endpoints,
  ...historyApi.endpoints,
  ...jobsApi.endpoints,
  ...languagesApi.endpoints,
  ...itemActionsApi.endpoints,
  ...moviesApi.endpoints,
  ...profileWritesApi.endpoints,
  ...providersApi.endpoints,
  ...seriesApi.endpoints,
  ...settingsApi.endpoints,
  ...subtitlesApi.endpoints,
  ...systemApi.endpoints,
  ...systemPagesApi.endpoints,
  ...announcementsApi.endpoints,
  ...connectionTestApi.endpoints,
  ...wantedApi.endpoints,
};

export type EndpointName = keyof typeof endpoints;
