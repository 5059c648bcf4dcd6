/**
 * Names of the values the settings form edits. A setting is `settings-{section}-{name}` (Bazarr's form keys;
 * nested groups add a part: `settings-subsync-checker-blacklisted_providers`). Three keys are not settings but
 * travel in the same save: the enabled languages, the language profiles and the notification providers.
 */
export const LANGUAGES_ENABLED_KEY = 'languages-enabled';
export const LANGUAGES_PROFILES_KEY = 'languages-profiles';
export const NOTIFICATIONS_PROVIDERS_KEY = 'notifications-providers';

/** `settingKey('general', 'ip')` → 'settings-general-ip'. */
export function settingKey(section: string, ...names: string[]): string {
  return ['settings', section, ...names].join('-');
}
