/**
 * What the Bazarr the demo plays can do, from the version it reports (`state.bazarrVersion`). The core may not
 * import the client's `src/api/backend/` (eslint/layers.mjs), so it keeps its own small comparison; the thresholds
 * are the first upstream pre-release whose code has each behaviour, as in the client's capabilities.ts.
 */

interface Version {
  major: number;
  minor: number;
  patch: number;
  /** The number of a pre-release ('beta.6' -> 6), null for a release. */
  prerelease: number | null;
}

const VERSION = /^v?(\d+)\.(\d+)(?:\.(\d+))?(?:[-.+]?([0-9A-Za-z.-]*))?$/;
const PRERELEASE = /^(?:alpha|beta|rc|dev|pre)\D*(\d*)/i;

/** Null for a version it cannot read ('nightly', 'unknown'). */
export function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  const [, major, minor, patch, suffix] = match;
  const prerelease = PRERELEASE.exec(suffix ?? '');
  return {
    major: Number(major),
    minor: Number(minor),
    patch: Number(patch ?? 0),
    prerelease: prerelease ? Number(prerelease[1] || 0) : null,
  };
}

/** Negative when a comes before b; a pre-release comes before its release. */
export function compareVersions(a: Version, b: Version): number {
  return (
    a.major - b.major ||
    a.minor - b.minor ||
    a.patch - b.patch ||
    (a.prerelease ?? Infinity) - (b.prerelease ?? Infinity) ||
    0
  );
}

export const DEMO_FEATURES = {
  /** GET/DELETE system/jobs and `jobs` events, whose payload is the bare job id (api/system/jobs.py). */
  hasJobs: '1.5.3-beta.25',
  /**
   * Searches, downloads, uploads, subtitle tools and backups run as jobs (add_job_from_function), and `jobs`
   * payloads become `{job_id, status, progress_value, ...}`; GET lists the progress fields too.
   */
  jobActions: '1.5.4-beta.17',
  /** PATCH system/jobs `queueName`. */
  canClearJobQueue: '1.5.4-beta.32',
  /** POST system/webhooks/test and general.*external_webhook* (api/system/settings.py). */
  hasExternalWebhook: '1.5.4-beta.6',
  /** GET system/status's `cpu_cores` (and general.concurrent_jobs, state/settingsVersions.ts). */
  hasConcurrentJobs: '1.5.5-beta.10',
  /** POST system/jobs `id` + `action` (force_start, move_top, move_bottom). */
  canReorderJobs: '1.5.5-beta.10',
  /** The actions answer 204 once their job is queued; the work runs later. */
  queuesWork: '1.5.6-beta.6',
  /** The `backup` event once a backup is written. */
  hasBackupEvent: '1.5.6-beta.10',
  // Plex (routes/plex.ts), as in the client's capabilities.ts.
  /** POST plex/oauth/pin, GET .../check, validate, servers, select-server, logout, POST plex/apikey. */
  plexSignIn: '1.5.3-beta.20',
  /** GET plex/oauth/libraries, plex/webhook/create|list|delete. */
  plexLibraries: '1.5.3-beta.23',
  /** GET plex/autopulse/config. */
  plexAutopulse: '1.5.4-beta.6',
  /** plex.movie_library / series_library are lists, with `*_library_ids`. */
  plexLibraryLists: '1.5.4-beta.27',
  /** POST plex/webhook/create needs general.hostname. */
  plexWebhookNeedsHostname: '1.5.6-beta.12',
  // Subtitle tools (routes/subtitles.ts).
  /** The `emoji` mod (Remove Emoji): an older Bazarr does not load it and leaves the file as it was. */
  hasEmojiMod: '1.5.4-beta.31',
  // Subtitle viewer and embedded tracks (Bazarr 1.6; routes/subtitleContents.ts, routes/embeddedTracks.ts), as in
  // the client's capabilities.ts.
  /** GET subtitles/contents?subtitlePath=: the cues of a file. */
  hasSubtitleContents: '1.6.0',
  /** Subtitles carry `id` and `embedded_track_id`; PATCH subtitles action=extract with `subtitles_id`. */
  canExtractEmbedded: '1.6.1',
  /** PATCH subtitles action=translate with `subtitles_id` (no `path`): an embedded track as the source. */
  canTranslateEmbedded: '1.6.1',
  // Jellyfin (routes/jellyfin.ts), as in the client's capabilities.ts.
  /** POST jellyfin/test-connection, GET jellyfin/libraries (and the jellyfin.* keys, state/settingsVersions.ts). */
  hasJellyfin: '1.5.7-beta.26',
} as const;

export type DemoFeature = keyof typeof DEMO_FEATURES;
export type DemoFeatures = Record<DemoFeature, boolean>;

const cache = new Map<string, DemoFeatures>();

/** A version it cannot read ('nightly') is taken as the newest: it has everything. */
export function featuresOf(reported: string): DemoFeatures {
  const known = cache.get(reported);
  if (known) return known;
  const version = parseVersion(reported);
  const features = Object.fromEntries(
    Object.entries(DEMO_FEATURES).map(([name, since]) => {
      const threshold = parseVersion(since);
      return [
        name,
        version === null || threshold === null || compareVersions(version, threshold) >= 0,
      ];
    }),
  ) as DemoFeatures;
  cache.set(reported, features);
  return features;
}
