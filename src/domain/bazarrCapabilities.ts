import { compareVersions, versionOf, type BazarrVersion } from './bazarrVersion';

/**
 * What a Bazarr can do beyond 1.5.2, and the first version that does it. Each threshold is the first upstream
 * pre-release whose code has it (tags of Bazarr's repository, which github:LavX/bazarr carries); a pre-release is read as coming before its release, so an older beta
 * keeps the 1.5.2 behaviour. Bazarr+ (2.x) builds on 1.5.6 and is newer than every threshold, except for what it took
 * from a later Bazarr in a release of its own (`plusSince`).
 */
export const CAPABILITIES = {
  /**
   * A language profile item's `audio_only_include` ('Search only when...' the audio track matches), beside
   * `audio_exclude` (1.5.3-beta.0, subtitles/indexer/series.py and app/database.py's migration).
   */
  hasAudioOnlyInclude: { since: '1.5.3-beta.0', label: 'search only when the audio matches' },
  /**
   * The `translator` settings section: `translator_type` (google_translate | gemini), `gemini_key`,
   * `gemini_model`, `translator_info` (1.5.3-beta.4, app/config.py). Saving a `settings-translator-*` key to an
   * older Bazarr fails the whole save (500: the section does not exist).
   */
  hasTranslatorChoice: { since: '1.5.3-beta.4', label: 'translator choice' },
  /** The subs.ro provider (1.5.3-beta.13, subliminal_patch/providers/subsro.py). */
  hasSubsRo: { since: '1.5.3-beta.13', label: 'subs.ro' },
  /** `translator.lingarr_url` and the `lingarr` translator (1.5.3-beta.15). */
  hasLingarr: { since: '1.5.3-beta.15', label: 'Lingarr' },
  /** `translator.default_score`, the score given to translated subtitles (1.5.3-beta.22). */
  hasTranslationScore: { since: '1.5.3-beta.22', label: 'translated subtitles score' },
  /** GET/DELETE system/jobs and the socket's `jobs` events (1.5.3-beta.25 adds api/system/jobs.py). */
  hasJobs: { since: '1.5.3-beta.25', label: 'jobs queue' },
  /** Argenteam Dump and Tusubtitulo are gone (1.5.3-beta.28 deletes their providers). */
  dropsArgenteamTusubtitulo: {
    since: '1.5.3-beta.28',
    label: 'without Argenteam Dump and Tusubtitulo',
  },
  /** `postgresql.url`, a connection URL set in config.yaml or the environment (1.5.4-beta.3). */
  hasPostgresUrl: { since: '1.5.4-beta.3', label: 'PostgreSQL URL' },
  /**
   * `general.use_external_webhook`, `external_webhook_url`, `_username`, `_password` and POST
   * system/webhooks/test (1.5.4-beta.6, api/system/settings.py).
   */
  hasExternalWebhook: { since: '1.5.4-beta.6', label: 'external webhook' },
  /**
   * The SubSource provider and its `subsource.apikey` (1.5.4-beta.8; beta.7 had the provider with a built-in
   * key and nothing to set).
   */
  hasSubSource: { since: '1.5.4-beta.8', label: 'SubSource' },
  /** The AnimeSub.info provider (1.5.4-beta.14, subliminal_patch/providers/animesubinfo.py). */
  hasAnimeSubInfo: { since: '1.5.4-beta.14', label: 'AnimeSub.info' },
  /**
   * Searches, manual downloads, uploads, subtitle tools, backups and task runs run as jobs of the queue, whose
   * `jobs` events carry status and progress (1.5.4-beta.17; before it only Sonarr/Radarr syncs were jobs).
   */
  actionsAreJobs: { since: '1.5.4-beta.17', label: 'actions as jobs' },
  /** The `emoji` post-processing mod, Remove Emoji (1.5.4-beta.31, subzero/modification/mods/emoji.py). */
  hasEmojiMod: { since: '1.5.4-beta.31', label: 'Remove Emoji' },
  /** PATCH system/jobs `queueName` = pending | failed | completed empties a list (1.5.4-beta.32). */
  canClearJobQueue: { since: '1.5.4-beta.32', label: 'clearing job lists' },
  /** `general.instance_name`, the name in the browser's tab titles (1.5.4-beta.36). */
  hasInstanceName: { since: '1.5.4-beta.36', label: 'instance name' },
  /** `sonarr.series_sync_on_live`, `radarr.movies_sync_on_live` and `translator.lingarr_token` (1.5.4-beta.38). */
  hasSyncOnLive: { since: '1.5.4-beta.38', label: 'sync on live connection, Lingarr token' },
  /** The Subtis provider (1.5.5-beta.2, subliminal_patch/providers/subtis.py). */
  hasSubtis: { since: '1.5.5-beta.2', label: 'Subtis' },
  /** `opensubtitlescom.include_machine_translated` (1.5.5-beta.6). */
  hasMachineTranslated: {
    since: '1.5.5-beta.6',
    label: 'machine translated OpenSubtitles.com subtitles',
  },
  /** POST system/jobs `id`, `action` = force_start | move_top | move_bottom (1.5.5-beta.10). */
  canReorderJobs: { since: '1.5.5-beta.10', label: 'job reordering' },
  /** `general.concurrent_jobs`, from 1 to GET system/status's `cpu_cores` (1.5.5-beta.10). */
  hasConcurrentJobs: { since: '1.5.5-beta.10', label: 'concurrent jobs' },
  /**
   * OpenSubtitles.org is gone, and its `opensubtitles` settings section: saving a `settings-opensubtitles-*` key
   * fails the whole save with 500 (1.5.5-beta.16).
   */
  dropsOpenSubtitlesOrg: { since: '1.5.5-beta.16', label: 'without OpenSubtitles.org' },
  /**
   * Searches, downloads, uploads and subtitle tools answer 204 once queued, before the work is done
   * (1.5.6-beta.6; 1.5.4 and 1.5.5 queue them too but wait for the job before answering).
   */
  queuesWork: { since: '1.5.6-beta.6', label: 'queued actions' },
  /** Subdivx is gone (1.5.6-beta.8 deletes its provider; SubX replaces it). */
  dropsSubdivx: { since: '1.5.6-beta.8', label: 'without Subdivx' },
  /** The socket's `backup` event once a backup is written (1.5.6-beta.10, utilities/backup.py). */
  hasBackupEvent: { since: '1.5.6-beta.10', label: 'backup events' },
  /**
   * The SubX provider and its `subx.api_key` (1.5.6-beta.10; beta.9 had the provider file but no way to give it
   * the key it requires).
   */
  hasSubX: { since: '1.5.6-beta.10', label: 'SubX' },
  /** `general.enable_strm_support` (1.5.6-beta.11). */
  hasStrmSupport: { since: '1.5.6-beta.11', label: '.strm support' },
  /** `general.hostname` (1.5.6-beta.12). */
  hasHostname: { since: '1.5.6-beta.12', label: 'hostname' },
  /**
   * A manual search result's `subtitle` is a key into a cache Bazarr keeps an hour in memory (lost on restart):
   * an older one answers 'Subtitle not found in cache. Please search again.' (1.5.7-beta.1, subtitles/cache.py).
   */
  searchResultsExpire: { since: '1.5.7-beta.1', label: 'expiring search results' },
  // Plex (api/plex/oauth.py). From plexSignIn on, Bazarr keeps the Plex token encrypted in plex.apikey/plex.token:
  // the page never shows those keys nor posts them (a token typed in goes to POST plex/apikey, which encrypts it).
  /** plex.tv PIN sign-in, server list and choice, validate, logout, POST plex/apikey (1.5.3-beta.20). */
  plexSignIn: { since: '1.5.3-beta.20', label: 'Plex sign-in' },
  /**
   * GET plex/oauth/libraries, plex/webhook/create|list|delete, and a metadata refresh of the item instead of a
   * library scan after downloads (1.5.3-beta.23).
   */
  plexLibraries: { since: '1.5.3-beta.23', label: 'Plex libraries and webhooks' },
  /** GET plex/autopulse/config (1.5.4-beta.6). */
  plexAutopulse: { since: '1.5.4-beta.6', label: 'Autopulse configuration' },
  /** plex.movie_library / series_library are lists (1.5.4-beta.27), with `*_library_ids` from 1.5.4-beta.39. */
  plexLibraryLists: { since: '1.5.4-beta.27', label: 'several Plex libraries' },
  /** POST plex/webhook/create answers 400 until `general.hostname` is set (1.5.6-beta.12). */
  plexWebhookNeedsHostname: { since: '1.5.6-beta.12', label: 'webhooks need a hostname' },
  // Subtitle viewer and embedded tracks (Bazarr 1.6). Upstream's 1.6 pre-release tags are in no tag list we can
  // read, so each threshold is the first release whose code surely has it (dated by the upstream change and the
  // release); the pre-releases before it keep the older behaviour, which only hides the action.
  /**
   * GET subtitles/contents?subtitlePath= answers a file's cues `{data: [{index, content, proprietary, start, end}]}`
   * (api/subtitles/subtitles_contents.py, added upstream in March 2026, after 1.5.7-beta.1; 1.6.0 has it).
   */
  hasSubtitleContents: { since: '1.6.0', label: 'subtitle viewer' },
  /**
   * Items' subtitles carry their database `id` (and `embedded_track_id`), and PATCH subtitles `action=extract` with
   * `subtitles_id` writes an embedded track to a file (added upstream in July 2026, after 1.6.0; 1.6.1 has it).
   */
  canExtractEmbedded: { since: '1.6.1', label: 'extracting embedded subtitles' },
  /**
   * PATCH subtitles `action=translate` takes `subtitles_id` instead of `path`, so an embedded track can be the
   * source (added upstream in August 2026, after 1.6.0; 1.6.1 has it).
   */
  canTranslateEmbedded: { since: '1.6.1', label: 'translating embedded subtitles' },
  // Jellyfin (api/jellyfin/endpoints.py, jellyfin/operations.py); Bazarr's wiki names 1.5.7-beta.26 as the first.
  /**
   * Settings > Jellyfin: `general.use_jellyfin` and the `jellyfin` section (url, apikey, refresh_method,
   * movie_library / series_library with their `*_ids`, update_movie_library / update_series_library), POST
   * jellyfin/test-connection and GET jellyfin/libraries. An older Bazarr answers 404 to those routes and refuses a
   * save holding a `settings-jellyfin-*` key (500: the section does not exist). Bazarr+ took it in 2.2.0.
   */
  hasJellyfin: { since: '1.5.7-beta.26', plusSince: '2.2.0', label: 'Jellyfin' },
  // Library lists sorted and filtered by the server (api/series/series.py, api/movies/movies.py).
  /**
   * GET series and GET movies take `sort_by`, `sort_order`, `monitored`, `profileid` ('none': no profile),
   * `missing`, `audio_language` and `tags[]` (added upstream in August 2026, after 1.6.0; 1.6.1 has it). An older
   * Bazarr ignores those names and answers the page in sort title order.
   */
  hasServerListQuery: { since: '1.6.1', label: 'server-side list filters' },
} as const;

export type Capability = keyof typeof CAPABILITIES;
export type Capabilities = Record<Capability, boolean>;

/** Bazarr+ (2.x) builds on Bazarr 1.5.6 and has its own version line. */
export function isBazarrPlus(version: BazarrVersion): boolean {
  return version.major >= 2;
}

/**
 * What a Bazarr of this version can do: Bazarr+ has what 1.5.6 has, and what it took from later Bazarr from its
 * own `plusSince` on. Null (a version nobody can read) has none of it.
 */
export function capabilitiesOf(version: BazarrVersion | null): Capabilities {
  return Object.fromEntries(
    Object.entries(CAPABILITIES).map(([name, entry]) => {
      const since =
        version !== null && isBazarrPlus(version) && 'plusSince' in entry
          ? entry.plusSince
          : entry.since;
      return [name, version !== null && compareVersions(version, versionOf(since)) >= 0];
    }),
  ) as Capabilities;
}
