import announcements from './data/announcements.json';
import logs from './data/logs.json';
import releases from './data/releases.json';
import { backupFilename, logTimestamp } from '../state/time';
import type {
  AnnouncementRecord,
  BackupRecord,
  HealthRecord,
  LogRecord,
  ProviderRecord,
  ReleaseRecord,
  TaskRecord,
} from '../state/types';

/**
 * The Bazarr the demo plays unless told otherwise (option `bazarrVersion`, DEMO_BAZARR): what system/status reports
 * and what decides the jobs queue's behaviour (version.ts). The one place to change the default.
 */
export const BAZARR_VERSION = '1.5.2';

const TASKS: [string, string, string, string][] = [
  ['update_release', 'Update Release Info', 'every 3 hours', 'in 2 hours'],
  [
    'wanted_search_missing_subtitles_series',
    'Search for Missing Series Subtitles',
    'every 6 hours',
    'in 5 hours',
  ],
  ['update_announcements', 'Update Announcements File', 'every 6 hours', 'in 5 hours'],
  [
    'wanted_search_missing_subtitles_movies',
    'Search for Missing Movies Subtitles',
    'every 6 hours',
    'in 6 hours',
  ],
  ['check_health', 'Check Health', 'every 6 hours', 'in 6 hours'],
  ['upgrade_subtitles', 'Upgrade Previously Downloaded Subtitles', 'every 12 hours', 'in 10 hours'],
  ['cache_cleanup', 'Cache Maintenance', 'every 24 hours', 'in 23 hours'],
  ['backup', 'Backup Database and Configuration File', 'None', 'Never'],
  ['update_all_episodes', 'Index All Episode Subtitles from Disk', 'None', 'Never'],
  ['update_all_movies', 'Index All Movie Subtitles from Disk', 'None', 'Never'],
  ['update_series', 'Sync with Sonarr', 'None', 'Never'],
  ['update_movies', 'Sync with Radarr', 'None', 'Never'],
];

export function seedTasks(): TaskRecord[] {
  return TASKS.map(([job_id, name, interval, next_run_in]) => ({
    job_id,
    name,
    interval,
    next_run_in,
    running: false,
  }));
}

/** Status of the enabled providers: one healthy, the others throttled like on a fresh real install. */
export function seedProviders(enabled: readonly string[]): ProviderRecord[] {
  const failures: Record<string, [string, string]> = {
    opensubtitlescom: ['ConfigurationError', 'in 12 hours'],
    podnapisi: ['ProxyError', 'in 60 minutes'],
    subdl: ['ConfigurationError', 'in 12 hours'],
  };
  return enabled.map((name) => {
    const [status, retry] = failures[name] ?? ['Good', '-'];
    return { name, status, retry };
  });
}

export function seedLogs(now: number): LogRecord[] {
  const records = logs as LogRecord[];
  const newest = Date.parse(`${records[0]?.timestamp ?? '2026-11-21 15:06:09'}Z`);
  // Keep the sample's spacing, ending a few seconds before now.
  return records.map((record) => ({
    ...record,
    timestamp: logTimestamp(now - 5000 - (newest - Date.parse(`${record.timestamp}Z`))),
  }));
}

export function seedBackups(now: number): BackupRecord[] {
  const time = now - 3 * 24 * 3600 * 1000;
  return [
    { filename: backupFilename(time, BAZARR_VERSION), size: '95.5 KB', time, type: 'backup' },
  ];
}

export function seedAnnouncements(): AnnouncementRecord[] {
  return (announcements as Omit<AnnouncementRecord, 'dismissed'>[]).map((item) => ({
    ...item,
    dismissed: false,
  }));
}

export function seedReleases(): ReleaseRecord[] {
  return (releases as ReleaseRecord[]).map((release) => ({ ...release, body: [...release.body] }));
}

export function seedHealth(): HealthRecord[] {
  const issue = (manager: string) =>
    `This ${manager} root directory does not seem to be accessible by Bazarr. Please check path mapping or if directory/drive is online.`;
  return [
    { object: '/mnt/nas-offline/tv/', issue: issue('Sonarr') },
    { object: '/mnt/nas-offline/movies/', issue: issue('Radarr') },
  ];
}
