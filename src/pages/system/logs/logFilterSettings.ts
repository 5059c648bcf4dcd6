import type { Settings } from '../../../api/schemas/settings';
import { flattenSettings, type SettingsFormValues } from '../../../features/settings-form';

/** The settings the Logs page's Filter modal edits (the same as Settings > General > Logging). */
export const LOG_FILTER_KEYS = {
  debug: 'settings-general-debug',
  include: 'settings-log-include_filter',
  exclude: 'settings-log-exclude_filter',
  regex: 'settings-log-use_regex',
  ignoreCase: 'settings-log-ignore_case',
} as const;

export interface LogFilterValues {
  debug: boolean;
  include: string;
  exclude: string;
  regex: boolean;
  ignoreCase: boolean;
}

/** The stored values of the filter settings, as the modal's fields show them. */
export function logFilterValues(settings: Settings): LogFilterValues {
  const flat = flattenSettings(settings);
  const text = (key: string) => (typeof flat[key] === 'string' ? (flat[key] as string) : '');
  return {
    debug: flat[LOG_FILTER_KEYS.debug] === true,
    include: text(LOG_FILTER_KEYS.include),
    exclude: text(LOG_FILTER_KEYS.exclude),
    regex: flat[LOG_FILTER_KEYS.regex] === true,
    ignoreCase: flat[LOG_FILTER_KEYS.ignoreCase] === true,
  };
}

/** The values as settings keys, for `changedSettingsBody`. */
export function asSettingValues(values: LogFilterValues): SettingsFormValues {
  return Object.fromEntries(
    Object.entries(LOG_FILTER_KEYS).map(([field, key]) => [
      key,
      values[field as keyof LogFilterValues],
    ]),
  );
}

/** What the Filter button says is active: 'Debug', 'I', 'E' or 'I/E' (include / exclude filters), or null. */
export function logFilterIndicator(values: LogFilterValues): string | null {
  const filters = [values.include.trim() && 'I', values.exclude.trim() && 'E'].filter(Boolean);
  const parts = [values.debug ? 'Debug' : '', filters.join('/')].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}
