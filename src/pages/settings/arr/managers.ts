import type { FileSource } from '../../../api/files';

/** What differs between the Sonarr and the Radarr screens; everything else is one implementation. */
export interface ArrManager {
  name: 'Sonarr' | 'Radarr';
  /** The settings section of the connection: `settings-{section}-ip`... */
  section: 'sonarr' | 'radarr';
  /** general.use_sonarr / use_radarr. */
  enabledKey: string;
  /** general.path_mappings / path_mappings_movie: a list of [from, to] pairs. */
  pathMappingsKey: string;
  /** general.minimum_score / minimum_score_movie. */
  minimumScoreKey: string;
  /** Whose file system the 'from' side of a path mapping is. */
  fileSource: FileSource;
  /** 'episodes' or 'movies', in descriptions. */
  items: string;
  /** The webhook that triggers a search for one imported file (docs/behaviour.md §7). */
  webhook: { path: string; body: string };
  /** Switches limiting the sync to monitored items; `shownWhen`: shown only while that switch is on. */
  monitoredSync: readonly { key: string; label: string; description: string; shownWhen?: string }[];
  /** sonarr.series_sync_on_live / radarr.movies_sync_on_live (capability hasSyncOnLive). */
  syncOnLiveKey: string;
  /** 'series and episodes' / 'movies', what that sync reads. */
  syncedItems: string;
}

export const SONARR: ArrManager = {
  name: 'Sonarr',
  section: 'sonarr',
  enabledKey: 'settings-general-use_sonarr',
  pathMappingsKey: 'settings-general-path_mappings',
  minimumScoreKey: 'settings-general-minimum_score',
  fileSource: 'sonarr',
  items: 'episodes',
  syncOnLiveKey: 'settings-sonarr-series_sync_on_live',
  syncedItems: 'series and episodes',
  webhook: {
    path: 'api/webhooks/sonarr',
    body: '{ "eventType": "Download", "episodeFiles": [ { "id": "$sonarr_episodefile_id" } ] }',
  },
  monitoredSync: [
    {
      key: 'settings-sonarr-sync_only_monitored_series',
      label: 'Sync Only Monitored Series',
      description: 'Series unmonitored in Sonarr are not synced into Bazarr.',
    },
    {
      key: 'settings-sonarr-sync_only_monitored_episodes',
      label: 'Sync Only Monitored Episodes',
      description: 'Episodes unmonitored in Sonarr are not synced into Bazarr.',
      // As in Bazarr: it refines the series switch above.
      shownWhen: 'settings-sonarr-sync_only_monitored_series',
    },
  ],
};

export const RADARR: ArrManager = {
  name: 'Radarr',
  section: 'radarr',
  enabledKey: 'settings-general-use_radarr',
  pathMappingsKey: 'settings-general-path_mappings_movie',
  minimumScoreKey: 'settings-general-minimum_score_movie',
  fileSource: 'radarr',
  items: 'movies',
  syncOnLiveKey: 'settings-radarr-movies_sync_on_live',
  syncedItems: 'movies',
  webhook: {
    path: 'api/webhooks/radarr',
    body: '{ "eventType": "Download", "movieFile": [ { "id": "$radarr_moviefile_id" } ] }',
  },
  monitoredSync: [
    {
      key: 'settings-radarr-sync_only_monitored_movies',
      label: 'Sync Only Monitored Movies',
      description: 'Movies unmonitored in Radarr are not synced into Bazarr.',
    },
  ],
};

/** `settings-{section}-{name}` of the manager's connection section. */
export const arrKey = (manager: ArrManager, name: string) => `settings-${manager.section}-${name}`;

/** docs/behaviour.md §9: HTTP timeout options, in seconds. */
export const HTTP_TIMEOUT_OPTIONS = [60, 120, 180, 240, 300, 600].map((seconds) => ({
  value: seconds,
  label: `${seconds} seconds`,
}));

/** docs/behaviour.md §9: the Sonarr series types that can be excluded. */
export const SERIES_TYPE_OPTIONS = [
  { value: 'standard', label: 'Standard' },
  { value: 'anime', label: 'Anime' },
  { value: 'daily', label: 'Daily' },
];
