import { json, empty } from '../http/responses';
import { findLanguage } from '../state/languages';
import { parseProfiles } from '../state/profilesForm';
import { applySetting, applySubzero, invalid } from '../state/settingsForm';
import { settingsOfVersion, versionHasKey } from '../state/settingsVersions';
import { upgradePlexSettings } from './plex';
import type { SettingValue, SettingsTree } from '../state/types';
import { DemoHttpError } from '../http/errors';
import type { Route, RouteContext } from './context';

/** Settings whose change reschedules tasks (Bazarr then emits 'task'). */
const SCHEDULE_KEYS =
  /^settings-(general-(use_sonarr|use_radarr|auto_update|upgrade_subs|wanted_search_frequency|wanted_search_frequency_movie|upgrade_frequency)|sonarr-(series_sync|full_update.*)|radarr-(movies_sync|full_update.*)|backup-(frequency|day|hour))$/;
/** Settings that change which subtitles count as missing. */
const MISSING_KEYS = /^settings-general-(use_embedded_subs|ignore_\w+_subs|default_und_\w+)$/;

function notificationItem(raw: string): { name: string; enabled: boolean; url: SettingValue } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid('notifications-providers items must be JSON');
  }
  const item = parsed as Record<string, unknown> | null;
  if (!item || typeof item.name !== 'string') throw invalid('A notification provider needs a name');
  return {
    name: item.name,
    enabled: item.enabled === true,
    url: typeof item.url === 'string' ? item.url : null,
  };
}

function applyNotifications(tree: SettingsTree, items: string[]): void {
  const section = tree.notifications ?? (tree.notifications = {});
  const providers = Array.isArray(section.providers) ? section.providers : [];
  for (const raw of items.filter((value) => value !== '')) {
    const item = notificationItem(raw);
    const index = providers.findIndex(
      (provider) =>
        typeof provider === 'object' &&
        provider !== null &&
        !Array.isArray(provider) &&
        provider.name === item.name,
    );
    if (index >= 0) providers[index] = item;
    else providers.push(item);
  }
  section.providers = providers;
}

/**
 * A `settings-<section>-<name>` key the version does not have. Bazarr writes `settings[section][name]`: a section
 * it does not have (OpenSubtitles.org's from 1.5.5, translator's before 1.5.3) raises, and the whole save answers
 * 500 with nothing of it stored. An unknown name in a known section is stored silently by the real Bazarr; the
 * demo refuses it too (500), so a test catches a screen that sends a key the version does not have.
 */
function checkKnown(tree: SettingsTree, version: string, key: string): void {
  const [sectionName = '', ...rest] = key.split('-').slice(1);
  const section = tree[sectionName];
  const group = rest[0] ?? '';
  const nested = rest.length > 1 && section !== undefined && typeof section[group] === 'object';
  const known = nested || versionHasKey(tree, version, `${sectionName}.${rest.join('-')}`);
  if (!known) throw new DemoHttpError(500, 'Internal Server Error');
}

/**
 * Saves the settings form. Everything is validated on copies first, so a refused save (406) changes nothing.
 */
function saveSettings(context: RouteContext) {
  const { state, params, derived } = context;
  const tree = structuredClone(state.settings);
  let enabled: string[] | null = null;
  let profiles = null;
  let rescheduled = false;
  let missingChanged = false;
  for (const [key, values] of params.entries()) {
    if (key === 'apikey') continue;
    if (key === 'languages-enabled') {
      enabled = values.filter((value) => value !== '');
      const unknown = enabled.find((code2) => !findLanguage(code2));
      if (unknown) throw invalid(`Unknown language: ${unknown}`);
    } else if (key === 'languages-profiles') {
      profiles = parseProfiles(values[values.length - 1] ?? '[]');
    } else if (key === 'notifications-providers') {
      applyNotifications(tree, values);
    } else if (key.startsWith('subzero-')) {
      applySubzero(tree, key, values);
    } else if (key.startsWith('settings-')) {
      checkKnown(tree, state.bazarrVersion, key);
      applySetting(tree, key, values);
      rescheduled ||= SCHEDULE_KEYS.test(key);
      missingChanged ||= MISSING_KEYS.test(key);
    } else {
      throw invalid(`Unknown setting: ${key}`);
    }
  }
  state.settings = tree;
  if (enabled) {
    const set = new Set(enabled);
    for (const language of state.languages) language.enabled = set.has(language.code2);
  }
  if (profiles) {
    state.profiles = profiles;
    const ids = new Set(profiles.map((profile) => profile.profileId));
    for (const item of [...state.series.values(), ...state.movies.values()]) {
      if (item.profileId !== null && !ids.has(item.profileId)) item.profileId = null;
    }
  }
  context.emit('settings', null);
  if (enabled || profiles) context.emit('languages', null);
  if (rescheduled) context.emit('task', null);
  if (profiles || missingChanged) {
    derived.forgetAll();
    context.emit('badges', null);
    context.emit('reset-episode-wanted', null);
    context.emit('reset-movie-wanted', null);
  }
  return empty();
}

function languages(context: RouteContext) {
  const { state, params } = context;
  if (!params.bool('history')) return json(state.languages);
  const used = new Set(state.history.map((record) => record.code2));
  return json(state.languages.filter((language) => used.has(language.code2)));
}

/** Bazarr GETs the saved webhook URL (its /stats for an Autopulse trigger); the demo reaches nothing. */
function testWebhook(context: RouteContext) {
  const url = context.state.settings.general?.external_webhook_url;
  const configured = typeof url === 'string' && url !== '';
  return json({
    data: configured
      ? { success: true, message: 'External webhook connection successful' }
      : {
          success: false,
          message:
            'External webhook not configured. Please enter a webhook URL and save your settings.',
        },
  });
}

export const settingsRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/system/webhooks/test',
    handler: testWebhook,
    since: 'hasExternalWebhook',
  },
  {
    method: 'GET',
    path: '/api/system/settings',
    handler: (context) => {
      upgradePlexSettings(context.state, context.features);
      return json(settingsOfVersion(context.state.settings, context.state.bazarrVersion));
    },
  },
  { method: 'POST', path: '/api/system/settings', handler: saveSettings },
  { method: 'GET', path: '/api/system/languages', handler: languages },
  {
    method: 'GET',
    path: '/api/system/languages/profiles',
    handler: (context) => json(context.state.profiles),
  },
];
