import { notFound } from '../http/errors';
import type { DemoState } from '../state/types';

/**
 * `profileid` values of a profile change, one per item: 'none' or empty clears the profile; anything else must be
 * an existing profile id (Bazarr: 404 "Languages profile not found"). Checked before anything is written.
 */
export function parseProfileIds(
  state: DemoState,
  values: string[],
  count: number,
): (number | null)[] {
  return Array.from({ length: count }, (_, index) => {
    const value = (values[index] ?? values[values.length - 1] ?? '').trim();
    if (value === '' || value.toLowerCase() === 'none' || value === 'null') return null;
    const id = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!state.profiles.some((profile) => profile.profileId === id))
      throw notFound('Languages profile not found');
    return id;
  });
}
