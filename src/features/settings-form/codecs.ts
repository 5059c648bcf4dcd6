import type { FormValue } from '../../api/formData';
import { LANGUAGES_PROFILES_KEY, NOTIFICATIONS_PROVIDERS_KEY, settingKey } from './keys';

/** What one key posts: a value, or a list sent as the key repeated once per item. */
export type PostedValue = FormValue | readonly FormValue[];

/**
 * How a key's stored value differs from what its field edits. `read` turns the value GET system/settings gives
 * into the form value (and so decides what 'unchanged' means); `submit` is the key's submit hook, run on save
 * for changed keys only, turning the form value into what is posted.
 */
export interface SettingCodec {
  read?: (stored: unknown) => unknown;
  submit?: (value: unknown) => PostedValue;
  /**
   * For a key the backend does not store itself but derives from another one (Bazarr's `subzero-remove_HI`
   * switches live in `settings-general-subzero_mods`): the stored key `read` is given. Screen codecs only.
   */
  from?: string;
}

export type SettingCodecs = Readonly<Record<string, SettingCodec>>;

/** The option value selectors use for Bazarr's 'no authentication' / 'no proxy' (null or 'None' when stored). */
export const NONE_OPTION = 'none';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** docs/behaviour.md §5: a base URL is shown without its leading slash and saved with one. */
export const baseUrlCodec: SettingCodec = {
  read: (stored) => text(stored).replace(/^\/+/, ''),
  submit: (value) => `/${text(value).trim().replace(/^\/+/, '')}`,
};

/** Auth and proxy types: stored null or 'None', edited as 'none', saved as the text 'None' (docs/behaviour.md §5). */
export const noneTypeCodec: SettingCodec = {
  read: (stored) => {
    const value = text(stored);
    return value === '' || value.toLowerCase() === 'none' ? NONE_OPTION : value;
  },
  submit: (value) =>
    value === null || value === undefined || value === NONE_OPTION ? 'None' : text(value),
};

/** A cleared selection (null) saved as an empty string: default profiles, unknown-language tracks. */
export const clearedAsEmptyCodec: SettingCodec = {
  read: (stored) => (stored === '' || stored === undefined ? null : stored),
  submit: (value) => (value === null || value === undefined ? '' : (value as FormValue)),
};

/** The anti-captcha provider: cleared is saved as 'None' (docs/behaviour.md §5). */
export const clearedAsNoneCodec: SettingCodec = {
  read: (stored) => (stored === '' || stored === 'None' || stored === undefined ? null : stored),
  submit: (value) => (value === null || value === undefined ? 'None' : (value as FormValue)),
};

/** The language profiles: the whole list as one JSON text (profiles missing from it are deleted). */
export const profilesCodec: SettingCodec = {
  submit: (value) => JSON.stringify(Array.isArray(value) ? value : []),
};

/** The notification providers: each provider as its own JSON text, the key repeated. */
export const notificationProvidersCodec: SettingCodec = {
  submit: (value) =>
    Array.isArray(value) ? value.map((provider) => JSON.stringify(provider)) : [],
};

/** Submit hooks every screen gets: the rules of docs/behaviour.md §5 and §7 for the keys they concern. */
export const BUILT_IN_CODECS: SettingCodecs = {
  [settingKey('general', 'base_url')]: baseUrlCodec,
  [settingKey('sonarr', 'base_url')]: baseUrlCodec,
  [settingKey('radarr', 'base_url')]: baseUrlCodec,
  [settingKey('auth', 'type')]: noneTypeCodec,
  [settingKey('proxy', 'type')]: noneTypeCodec,
  [settingKey('general', 'serie_default_profile')]: clearedAsEmptyCodec,
  [settingKey('general', 'movie_default_profile')]: clearedAsEmptyCodec,
  [settingKey('general', 'default_und_audio_lang')]: clearedAsEmptyCodec,
  [settingKey('general', 'default_und_embedded_subtitles_lang')]: clearedAsEmptyCodec,
  [settingKey('general', 'anti_captcha_provider')]: clearedAsNoneCodec,
  [LANGUAGES_PROFILES_KEY]: profilesCodec,
  [NOTIFICATIONS_PROVIDERS_KEY]: notificationProvidersCodec,
};

/** A screen's own codec for a key wins over the built-in one. */
export function codecFor(key: string, screenCodecs: SettingCodecs = {}): SettingCodec | undefined {
  return screenCodecs[key] ?? BUILT_IN_CODECS[key];
}
