import type { SettingCodec } from '../../../features/settings-form';

/** A path mapping (docs/behaviour.md §3): the path as the manager sees it, and the same place as Bazarr sees it. */
export type PathMapping = readonly [from: string, to: string];

/** The stored list, tolerating anything that is not a pair of texts. */
export function asPathMappings(value: unknown): PathMapping[] {
  if (!Array.isArray(value)) return [];
  return value.map((pair: unknown) => {
    const [from, to] = Array.isArray(pair) ? pair : [];
    return [typeof from === 'string' ? from : '', typeof to === 'string' ? to : ''] as const;
  });
}

/**
 * Bazarr's format: the key repeated, one 'from,to' text per mapping (the backend splits each at the comma);
 * rows left entirely empty are dropped, an empty list posts ''.
 */
export const pathMappingsCodec: SettingCodec = {
  read: asPathMappings,
  submit: (value) =>
    asPathMappings(value)
      .filter(([from, to]) => from.trim() !== '' || to.trim() !== '')
      .map(([from, to]) => `${from.trim()},${to.trim()}`),
};
