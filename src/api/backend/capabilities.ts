import { compareVersions, parseBazarrVersion, type BazarrVersion } from './bazarrVersion';

/**
 * What a Bazarr can do beyond 1.5.2, and the first version that does it. Each threshold is the first upstream
 * pre-release whose code has it (tags of Bazarr's repository, which github:LavX/bazarr carries); a pre-release is read as coming before its release, so an older beta
 * keeps the 1.5.2 behaviour. Bazarr+ (2.x) builds on 1.5.6 and is newer than every threshold.
 */
export const CAPABILITIES = {
  /** GET/DELETE system/jobs and the socket's `jobs` events (1.5.3-beta.25 adds api/system/jobs.py). */
  hasJobs: { since: '1.5.3-beta.25', label: 'jobs queue' },
  /**
   * Searches, manual downloads, uploads, subtitle tools, backups and task runs run as jobs of the queue, whose
   * `jobs` events carry status and progress (1.5.4-beta.17; before it only Sonarr/Radarr syncs were jobs).
   */
  actionsAreJobs: { since: '1.5.4-beta.17', label: 'actions as jobs' },
  /** PATCH system/jobs `queueName` = pending | failed | completed empties a list (1.5.4-beta.32). */
  canClearJobQueue: { since: '1.5.4-beta.32', label: 'clearing job lists' },
  /** POST system/jobs `id`, `action` = force_start | move_top | move_bottom (1.5.5-beta.10). */
  canReorderJobs: { since: '1.5.5-beta.10', label: 'job reordering' },
  /**
   * Searches, downloads, uploads and subtitle tools answer 204 once queued, before the work is done
   * (1.5.6-beta.6; 1.5.4 and 1.5.5 queue them too but wait for the job before answering).
   */
  queuesWork: { since: '1.5.6-beta.6', label: 'queued actions' },
  /** The socket's `backup` event once a backup is written (1.5.6-beta.10, utilities/backup.py). */
  hasBackupEvent: { since: '1.5.6-beta.10', label: 'backup events' },
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
} as const;

export type Capability = keyof typeof CAPABILITIES;
export type Capabilities = Record<Capability, boolean>;

/** The versions Subtitle Desk was tested with: from `from` up to and including every `upTo`.x. */
export const TESTED_RANGE = { from: '1.5.2', upTo: '1.6' } as const;

export interface Backend extends Capabilities {
  /** `bazarr_version` as status reported it; null until the status is in. */
  reported: string | null;
  /** Null until the status is in, or when it cannot be read. */
  version: BazarrVersion | null;
  family: 'bazarr' | 'bazarr-plus' | 'unknown';
  /** The status is in and names a version outside TESTED_RANGE, Bazarr+ or one it cannot read. */
  untested: boolean;
}

function versionOf(text: string): BazarrVersion {
  const version = parseBazarrVersion(text);
  if (!version) throw new Error(`Not a version: ${text}`);
  return version;
}

const TESTED_FROM = versionOf(TESTED_RANGE.from);
const TESTED_UP_TO = versionOf(TESTED_RANGE.upTo);

function tested(version: BazarrVersion): boolean {
  const line = version.major - TESTED_UP_TO.major || version.minor - TESTED_UP_TO.minor;
  return compareVersions(version, TESTED_FROM) >= 0 && line <= 0;
}

/** What the Bazarr that reported this version can do; null (no status yet) answers as 1.5.2 does. */
export function backendOf(reported: string | null): Backend {
  const version = reported === null ? null : parseBazarrVersion(reported);
  const capabilities = Object.fromEntries(
    Object.entries(CAPABILITIES).map(([name, { since }]) => [
      name,
      version !== null && compareVersions(version, versionOf(since)) >= 0,
    ]),
  ) as Capabilities;
  const family = version === null ? 'unknown' : version.major >= 2 ? 'bazarr-plus' : 'bazarr';
  return {
    ...capabilities,
    reported,
    version,
    family,
    untested: reported !== null && (version === null || family !== 'bazarr' || !tested(version)),
  };
}
