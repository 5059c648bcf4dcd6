import { createHash } from 'node:crypto';
import { DemoHttpError } from '../http/errors';
import { rangeProblem } from './settingRanges';
import type { SettingValue, SettingsSection, SettingsTree } from './types';

/** A settings save Bazarr would refuse: 406 with the validation message. */
export const invalid = (message: string) => new DemoHttpError(406, message);

const isRecord = (value: SettingValue | undefined): value is { [key: string]: SettingValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseBoolean(key: string, raw: string): boolean {
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  throw invalid(`${key}: expected true or false, got '${raw}'`);
}

/**
 * Bazarr casts the text with int() and validates the result: anything but a whole number (also '', '80.5')
 * stays text and fails its type check; a whole number outside the validator's range is refused too.
 */
function parseNumber(key: string, raw: string): number {
  const name = key.split('-').slice(1).join('.');
  if (!/^\s*[+-]?\d+\s*$/.test(raw)) throw invalid(`${name} must is_type_of int but it is ${raw}`);
  const value = Number(raw);
  const problem = rangeProblem(name, value);
  if (problem !== null) throw invalid(problem);
  return value;
}

function parseListItem(lastKey: string, raw: string): SettingValue {
  if (lastKey === 'path_mappings' || lastKey === 'path_mappings_movie') return raw.split(',');
  if (raw.startsWith('[') || raw.startsWith('{')) {
    try {
      return JSON.parse(raw) as SettingValue;
    } catch {
      return raw;
    }
  }
  return raw;
}

/** A value the tree has never seen: guess its type the way dynaconf would read it. */
function guess(values: string[]): SettingValue {
  if (values.length > 1) return values;
  const raw = values[0] ?? '';
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  return raw === 'None' ? null : raw;
}

/** Coerces form strings to the type of the value they replace (booleans, numbers, lists, nullable strings). */
export function coerce(
  key: string,
  existing: SettingValue | undefined,
  values: string[],
): SettingValue {
  const lastKey = key.split('-').pop() ?? key;
  if (Array.isArray(existing)) {
    const items = values.filter((value) => value !== '');
    return items.map((item) => parseListItem(lastKey, item));
  }
  const raw = values[values.length - 1] ?? '';
  if (existing === undefined) return guess(values);
  // Bazarr keeps '' for a cleared default profile (its validator takes an int or a text).
  if (raw === '' && /_default_profile$/.test(key)) return '';
  if (typeof existing === 'boolean') return parseBoolean(key, raw);
  if (typeof existing === 'number') return parseNumber(key, raw);
  if (raw === 'None' || raw === 'null') return null;
  if (existing === null && /^(true|false)$/.test(raw)) return raw === 'true';
  return raw;
}

const cleanBaseUrl = (value: SettingValue) => {
  const text = typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '';
  return text === '' ? '' : text.startsWith('/') ? text : `/${text}`;
};

/** Writes one `settings-<section>-<key>` (or `settings-<section>-<group>-<key>`) entry into a copy of the tree. */
export function applySetting(tree: SettingsTree, key: string, values: string[]): void {
  const parts = key.split('-').slice(1);
  const [sectionName, ...rest] = parts;
  if (!sectionName || rest.length === 0) throw invalid(`Malformed setting key: ${key}`);
  const section: SettingsSection = tree[sectionName] ?? (tree[sectionName] = {});
  // Keys may contain dashes only where the tree has a nested group (subsync-checker-...).
  let holder: { [key: string]: SettingValue } = section;
  let name = rest.join('-');
  const group = rest[0] ?? '';
  if (rest.length > 1 && isRecord(section[group])) {
    holder = section[group];
    name = rest.slice(1).join('-');
  }
  let value = coerce(key, holder[name], values);
  if (key === 'settings-auth-password' && typeof value === 'string' && value !== holder[name]) {
    value = createHash('md5').update(value).digest('hex');
  }
  if (
    key === 'settings-general-base_url' ||
    key === 'settings-sonarr-base_url' ||
    key === 'settings-radarr-base_url'
  ) {
    value = cleanBaseUrl(value);
  }
  holder[name] = value;
}

/** `subzero-<mod>` keys switch post-processing mods on or off in general.subzero_mods. */
export function applySubzero(tree: SettingsTree, key: string, values: string[]): void {
  const general: SettingsSection = tree.general ?? (tree.general = {});
  const mods = Array.isArray(general.subzero_mods) ? general.subzero_mods.map(String) : [];
  const mod = key.slice('subzero-'.length);
  const raw = values[values.length - 1] ?? '';
  let next = mods.filter((existing) => existing !== mod);
  if (mod === 'color') {
    next = next.filter((existing) => !existing.startsWith('color'));
    if (raw !== '' && raw !== 'false') next.push(raw);
  } else if (raw.toLowerCase() === 'true') {
    next.push(mod);
  }
  general.subzero_mods = next;
}
