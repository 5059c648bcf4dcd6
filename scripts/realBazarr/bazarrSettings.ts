import { request, type APIRequestContext } from 'playwright-core';
import { settingsSchema } from '../../src/api/schemas/settings';
import { flattenSettings } from '../../src/features/settings-form/formValues';
import {
  LANGUAGES_ENABLED_KEY,
  NOTIFICATIONS_PROVIDERS_KEY,
} from '../../src/features/settings-form/keys';

/** What a Bazarr stores, by the keys of its settings form. */
export type Stored = Record<string, unknown>;

/** A client of the Bazarr under test, with its API key (not through the UI). */
export function bazarrClient(url: string, apiKey: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: url.endsWith('/') ? url : `${url}/`,
    extraHTTPHeaders: { 'X-API-KEY': apiKey },
  });
}

async function readJson(api: APIRequestContext, path: string): Promise<unknown> {
  const response = await api.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return response.json();
}

/**
 * Every value the settings pages can save, as Bazarr reads them back: GET system/settings flattened to its form
 * keys, the enabled languages and the notification providers.
 */
export async function readStored(api: APIRequestContext): Promise<Stored> {
  const settings = settingsSchema.parse(await readJson(api, 'api/system/settings'));
  const languages = await readJson(api, 'api/system/languages');
  const enabled = Array.isArray(languages)
    ? languages
        .filter((language: { enabled?: unknown }) => language.enabled === true)
        .map((language: { code2?: unknown }) => String(language.code2))
    : [];
  // The providers are saved under their own key (flattened, they would count twice).
  const { 'settings-notifications-providers': _providers, ...stored } = flattenSettings(settings);
  return {
    ...stored,
    [LANGUAGES_ENABLED_KEY]: enabled,
    [NOTIFICATIONS_PROVIDERS_KEY]: settings.notifications.providers,
  };
}

const SUBZERO = 'subzero-';

/** Bazarr keeps the subtitle mods (`subzero-{mod}` switches, `subzero-color`) in one list, general.subzero_mods. */
function subzeroValue(stored: Stored, key: string): unknown {
  const mods = String(stored['settings-general-subzero_mods'] ?? '')
    .split(',')
    .filter((mod) => mod !== '');
  const mod = key.slice(SUBZERO.length);
  if (mod === 'color') return mods.find((item) => item.startsWith('color')) ?? '';
  return mods.includes(mod);
}

/** The stored value behind a form key (undefined: Bazarr does not have it). */
export function storedValue(stored: Stored, key: string): unknown {
  return key.startsWith(SUBZERO) ? subzeroValue(stored, key) : stored[key];
}

/** The stored key a form key lives in (the subtitle mods share one). */
export const storageKey = (key: string) =>
  key.startsWith(SUBZERO) ? 'settings-general-subzero_mods' : key;

/** Whether Bazarr has a key the page shows. */
export const backendHas = (stored: Stored, key: string) => storedValue(stored, key) !== undefined;

/** A stored value as the texts a form posts for it: booleans as true/false, nothing as '', a list item by item. */
export function asFormTexts(value: unknown): string[] {
  const one = (item: unknown) =>
    item === null || item === undefined
      ? ''
      : typeof item === 'object'
        ? JSON.stringify(item)
        : String(item);
  if (Array.isArray(value)) return value.length === 0 ? [''] : value.map(one);
  return [one(value)];
}

interface Notifier {
  name: string;
  enabled: boolean;
  url: string | null;
}

const notifierText = ({ name, enabled, url }: Notifier) =>
  JSON.stringify({ name, enabled, url: url ?? '' });

/** Notification providers compared by what Bazarr stores of them (its JSON has no fixed key order). */
function sameNotifiers(stored: unknown, posted: readonly string[]): boolean {
  const byName = new Map(
    (Array.isArray(stored) ? (stored as Notifier[]) : []).map((item) => [item.name, item]),
  );
  return posted.every((text) => {
    const item = JSON.parse(text) as Notifier;
    const kept = byName.get(item.name);
    return kept !== undefined && notifierText(kept) === notifierText(item);
  });
}

/** Whether Bazarr now stores what was posted for a key. */
export function storedAsPosted(stored: Stored, key: string, posted: readonly string[]): boolean {
  const value = storedValue(stored, key);
  if (key === NOTIFICATIONS_PROVIDERS_KEY) return sameNotifiers(value, posted);
  const sorted = (texts: readonly string[]) => [...texts].sort().join('\n');
  if (key === LANGUAGES_ENABLED_KEY) return sorted(asFormTexts(value)) === sorted(posted);
  return asFormTexts(value).join('\n') === posted.join('\n');
}

/** Puts keys back as they were, through the same endpoint the pages use. */
export async function restoreKeys(
  api: APIRequestContext,
  before: Stored,
  keys: readonly string[],
): Promise<void> {
  const form = new URLSearchParams();
  for (const key of keys) {
    const value = storedValue(before, key);
    // 'None' is how Bazarr is told to store nothing (an empty text stays an empty text).
    for (const text of value === null ? ['None'] : asFormTexts(value)) form.append(key, text);
  }
  const response = await api.post('api/system/settings', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: form.toString(),
  });
  if (!response.ok())
    throw new Error(`putting back ${keys.join(', ')}: Bazarr answered ${response.status()}`);
}

/** Stored keys whose value differs between two reads, but for the keys expected to change. */
export function otherChanges(before: Stored, after: Stored, expected: readonly string[]): string[] {
  const allowed = new Set(expected.map(storageKey));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) =>
      !allowed.has(key) &&
      JSON.stringify(asFormTexts(before[key])) !== JSON.stringify(asFormTexts(after[key])),
  );
}
