import type { DemoFeatures } from '../../version';
import type { DemoState, SettingValue, SettingsSection } from '../../state/types';

/**
 * Bazarr's plex settings section as 1.5.6 keeps it (its validators add the keys at start; the libraries are
 * lists), and the readers the Plex routes share.
 */

const SIGN_IN_DEFAULTS: SettingsSection = {
  token: '',
  username: '',
  email: '',
  user_id: '',
  auth_method: 'apikey',
  encryption_key: 'xzcjWEK-tGLvuzOVGGBwjRfzLTU6P4jSQ-RyxtaTCnI',
  server_machine_id: '',
  server_name: '',
  server_url: '',
  server_local: false,
  migration_attempted: false,
  migration_successful: false,
  migration_timestamp: '',
  disable_auto_migration: false,
  client_identifier: '',
};

export function asList(value: SettingValue | undefined): SettingValue[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * Brings `state.settings.plex` to the shape of the version played (idempotent): the keys 1.5.3 adds, and from
 * 1.5.4 the libraries as lists (Bazarr's migrate_plex_library_to_list) with their ids. GET system/settings calls it.
 */
export function upgradePlexSettings(state: DemoState, features: DemoFeatures): void {
  if (!features.plexSignIn) return;
  const plex = state.settings.plex ?? (state.settings.plex = {});
  for (const [key, value] of Object.entries(SIGN_IN_DEFAULTS)) {
    if (!(key in plex)) plex[key] = value;
  }
  if (features.plexLibraryLists) {
    plex.movie_library = asList(plex.movie_library);
    plex.series_library = asList(plex.series_library);
    plex.movie_library_ids ??= [];
    plex.series_library_ids ??= [];
  }
}

export function plexSection(state: DemoState): SettingsSection {
  return state.settings.plex ?? (state.settings.plex = {});
}

export const text = (value: SettingValue | undefined) => (typeof value === 'string' ? value : '');

/** The name Bazarr gives itself (general.instance_name), in PIN requests and webhook URLs. */
export function instanceName(state: DemoState): string {
  return text(state.settings.general?.instance_name) || 'Bazarr';
}
