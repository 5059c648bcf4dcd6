import type { FormBody, FormValue } from '../../api/formData';
import type { Language, LanguageProfile } from '../../api/schemas/languages';
import type { Settings } from '../../api/schemas/settings';
import { codecFor, type PostedValue, type SettingCodecs } from './codecs';
import {
  LANGUAGES_ENABLED_KEY,
  LANGUAGES_PROFILES_KEY,
  NOTIFICATIONS_PROVIDERS_KEY,
  settingKey,
} from './keys';

/** The values of a settings form, by key (see keys.ts). */
export type SettingsFormValues = Record<string, unknown>;

/** What the form is built from: the three lists that never go stale. */
export interface SettingsSources {
  settings: Settings;
  languages: readonly Language[];
  profiles: readonly LanguageProfile[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// react-hook-form reads dots and brackets in a name as a path: such keys could not be edited, so they are left out.
const usableName = (name: string) => !/[.[\]]/.test(name);

/** Every setting as `settings-{section}-{name}` (a nested group adds a part) with its stored value. */
export function flattenSettings(settings: Settings): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const [section, content] of Object.entries(settings)) {
    if (!isPlainObject(content) || !usableName(section)) continue;
    for (const [name, value] of Object.entries(content)) {
      if (!usableName(name)) continue;
      if (isPlainObject(value)) {
        for (const [inner, innerValue] of Object.entries(value)) {
          if (usableName(inner)) values[settingKey(section, name, inner)] = innerValue;
        }
      } else {
        values[settingKey(section, name)] = value;
      }
    }
  }
  return values;
}

/** The form's unchanged values: every stored setting read through its codec, plus the lists saved beside them. */
export function formDefaults(sources: SettingsSources, codecs?: SettingCodecs): SettingsFormValues {
  const stored: SettingsFormValues = {
    ...flattenSettings(sources.settings),
    [LANGUAGES_ENABLED_KEY]: sources.languages
      .filter((language) => language.enabled)
      .map((language) => language.code2),
    [LANGUAGES_PROFILES_KEY]: sources.profiles,
    [NOTIFICATIONS_PROVIDERS_KEY]: sources.settings.notifications.providers,
  };
  const values: SettingsFormValues = {};
  for (const [key, value] of Object.entries(stored)) {
    const read = codecFor(key, codecs)?.read;
    values[key] = read ? read(value) : value;
  }
  // Keys derived from another stored key (codec `from`).
  for (const [key, codec] of Object.entries(codecs ?? {})) {
    if (codec.from === undefined) continue;
    const source = stored[codec.from];
    values[key] = codec.read ? codec.read(source) : source;
  }
  return values;
}

const isFormValue = (value: unknown): value is FormValue =>
  value === null ||
  value === undefined ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (typeof Blob !== 'undefined' && value instanceof Blob);

/**
 * A value without a submit hook: docs/behaviour.md §5 makes an emptied number 0 (only empty: any other text goes as typed,
 * the screen's rules keep it from being saved); lists repeat the key; objects go as JSON.
 */
function plainPosted(value: unknown, unchanged: unknown): PostedValue {
  const emptied =
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  if (typeof unchanged === 'number' && emptied) return 0;
  if (Array.isArray(value))
    return value.map((item) => (isFormValue(item) ? item : JSON.stringify(item)));
  return isFormValue(value) ? value : JSON.stringify(value);
}

/** The body of POST system/settings: only the changed keys, each through its submit hook. */
export function changedSettingsBody(
  changedKeys: readonly string[],
  values: SettingsFormValues,
  unchanged: SettingsFormValues,
  codecs?: SettingCodecs,
): FormBody {
  const body: FormBody = {};
  for (const key of changedKeys) {
    const submit = codecFor(key, codecs)?.submit;
    body[key] = submit ? submit(values[key]) : plainPosted(values[key], unchanged[key]);
  }
  return body;
}
