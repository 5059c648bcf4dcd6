import { compareVersions, parseBazarrVersion } from '../../../domain/bazarrVersion';
import type { SettingValue, SettingsSection, SettingsTree } from './types';

/**
 * The settings keys that came or went between 1.5.2 and 1.5.6 (Bazarr's app/config.py, tag by tag): `since` is
 * the first upstream pre-release whose validators have the key, `until` the first that no longer has it. The seed
 * (data/settings.json) is 1.5.2's; `value` is what the real 1.5.6 answered (the 1.5.6 sample of GET
 * system/settings). The state holds every key of every version; GET system/settings and the save see the keys of
 * the version the demo plays (`state.bazarrVersion`).
 */
interface VersionedKey {
  /** `section.name` */
  key: string;
  since?: string;
  until?: string;
  value?: SettingValue;
}

const OPENSUBTITLES_ORG_GONE = '1.5.5-beta.16';

const JELLYFIN_SINCE = '1.5.7-beta.26';
export const DEMO_JELLYFIN_URL = 'http://jellyfin:8096';
export const DEMO_JELLYFIN_APIKEY = '5f0c3a7e9b2d4e61a8c7b3d2e1f0a9b8';

const JELLYFIN_KEYS: [string, SettingValue][] = [
  ['general.use_jellyfin', false],
  ['jellyfin.url', DEMO_JELLYFIN_URL],
  ['jellyfin.apikey', DEMO_JELLYFIN_APIKEY],
  ['jellyfin.movie_library', []],
  ['jellyfin.series_library', []],
  ['jellyfin.movie_library_ids', []],
  ['jellyfin.series_library_ids', []],
  ['jellyfin.update_movie_library', false],
  ['jellyfin.update_series_library', false],
  ['jellyfin.refresh_method', 'immediate'],
];

export const VERSIONED_KEYS: readonly VersionedKey[] = [
  { key: 'translator.gemini_key', since: '1.5.3-beta.4', value: '' },
  { key: 'translator.gemini_model', since: '1.5.3-beta.4', value: 'gemini-2.0-flash' },
  { key: 'translator.translator_info', since: '1.5.3-beta.4', value: true },
  { key: 'translator.translator_type', since: '1.5.3-beta.4', value: 'google_translate' },
  { key: 'translator.lingarr_url', since: '1.5.3-beta.15', value: 'http://lingarr:9876' },
  { key: 'translator.default_score', since: '1.5.3-beta.22', value: 50 },
  { key: 'translator.lingarr_token', since: '1.5.4-beta.38', value: '' },
  { key: 'plex.auth_method', since: '1.5.3-beta.20', value: 'apikey' },
  { key: 'plex.email', since: '1.5.3-beta.20', value: '' },
  { key: 'plex.encryption_key', since: '1.5.3-beta.20', value: 'demo-encryption-key' },
  { key: 'plex.server_local', since: '1.5.3-beta.20', value: false },
  { key: 'plex.server_machine_id', since: '1.5.3-beta.20', value: '' },
  { key: 'plex.server_name', since: '1.5.3-beta.20', value: '' },
  { key: 'plex.server_url', since: '1.5.3-beta.20', value: '' },
  { key: 'plex.token', since: '1.5.3-beta.20', value: '' },
  { key: 'plex.user_id', since: '1.5.3-beta.20', value: '' },
  { key: 'plex.username', since: '1.5.3-beta.20', value: '' },
  { key: 'plex.disable_auto_migration', since: '1.5.3-beta.23', value: false },
  { key: 'plex.migration_attempted', since: '1.5.3-beta.23', value: false },
  { key: 'plex.migration_successful', since: '1.5.3-beta.23', value: false },
  { key: 'plex.migration_timestamp', since: '1.5.3-beta.23', value: '' },
  { key: 'plex.client_identifier', since: '1.5.4-beta.39', value: '' },
  { key: 'plex.movie_library_ids', since: '1.5.4-beta.39', value: [] },
  { key: 'plex.series_library_ids', since: '1.5.4-beta.39', value: [] },
  { key: 'postgresql.url', since: '1.5.4-beta.3', value: '' },
  { key: 'general.use_external_webhook', since: '1.5.4-beta.6', value: false },
  { key: 'general.external_webhook_url', since: '1.5.4-beta.6', value: '' },
  { key: 'general.external_webhook_username', since: '1.5.4-beta.6', value: '' },
  { key: 'general.external_webhook_password', since: '1.5.4-beta.6', value: '' },
  { key: 'subsource.apikey', since: '1.5.4-beta.8', value: '' },
  { key: 'general.instance_name', since: '1.5.4-beta.36', value: 'Bazarr' },
  { key: 'sonarr.series_sync_on_live', since: '1.5.4-beta.38', value: true },
  { key: 'radarr.movies_sync_on_live', since: '1.5.4-beta.38', value: true },
  { key: 'opensubtitlescom.include_machine_translated', since: '1.5.5-beta.6', value: false },
  { key: 'general.concurrent_jobs', since: '1.5.5-beta.10', value: 2 },
  { key: 'subx.api_key', since: '1.5.6-beta.10', value: '' },
  { key: 'general.enable_strm_support', since: '1.5.6-beta.11', value: false },
  { key: 'general.hostname', since: '1.5.6-beta.12', value: 'demo' },
  ...['username', 'password', 'use_tag_search', 'vip', 'ssl', 'timeout', 'skip_wrong_fps'].map(
    (name) => ({ key: `opensubtitles.${name}`, until: OPENSUBTITLES_ORG_GONE }),
  ),
  // Jellyfin (1.5.7-beta.26): Bazarr's defaults, but the address and key of the demo's fake Jellyfin server
  // (routes/jellyfin.ts) filled in, so that turning it on and testing works at once.
  ...JELLYFIN_KEYS.map(([name, value]) => ({ key: name, since: JELLYFIN_SINCE, value })),
];

/** The Plex library names became lists (1.5.4-beta.27: the validator takes a text or a list, default []). */
const LIBRARY_LISTS = { since: '1.5.4-beta.27', keys: ['movie_library', 'series_library'] };

function atLeast(reported: string, threshold: string): boolean {
  const version = parseBazarrVersion(reported);
  const since = parseBazarrVersion(threshold);
  // A version it cannot read ('nightly') is taken as the newest.
  return version === null || since === null || compareVersions(version, since) >= 0;
}

function present(entry: VersionedKey, reported: string): boolean {
  return (
    (entry.since === undefined || atLeast(reported, entry.since)) &&
    (entry.until === undefined || !atLeast(reported, entry.until))
  );
}

const BY_KEY = new Map(VERSIONED_KEYS.map((entry) => [entry.key, entry]));

/** Adds the keys of newer versions (with the 1.5.6 sample's values) to a seeded 1.5.2 tree. */
export function addVersionedKeys(tree: SettingsTree): void {
  for (const entry of VERSIONED_KEYS) {
    if (entry.value === undefined) continue;
    const [sectionName = '', name = ''] = entry.key.split('.');
    const section: SettingsSection = tree[sectionName] ?? (tree[sectionName] = {});
    if (!(name in section)) section[name] = structuredClone(entry.value);
  }
}

/** Whether the version has `section.name` (a key of no version table is there if the tree has it). */
export function versionHasKey(tree: SettingsTree, reported: string, dotted: string): boolean {
  const entry = BY_KEY.get(dotted);
  if (entry !== undefined) return present(entry, reported);
  const [sectionName = '', name = ''] = dotted.split('.');
  const section = tree[sectionName];
  return section !== undefined && name in section;
}

/** GET system/settings as the version answers it: only its keys, Plex library names as lists from 1.5.4. */
export function settingsOfVersion(tree: SettingsTree, reported: string): SettingsTree {
  const view: SettingsTree = {};
  for (const [sectionName, section] of Object.entries(tree)) {
    const kept: SettingsSection = {};
    for (const [name, value] of Object.entries(section)) {
      if (versionHasKey(tree, reported, `${sectionName}.${name}`)) kept[name] = value;
    }
    if (Object.keys(kept).length > 0) view[sectionName] = kept;
  }
  const plex = view.plex;
  if (plex && atLeast(reported, LIBRARY_LISTS.since)) {
    for (const name of LIBRARY_LISTS.keys) {
      const value = plex[name];
      if (typeof value === 'string') plex[name] = value === '' ? [] : [value];
    }
  }
  return view;
}
