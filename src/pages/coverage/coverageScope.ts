import type { CoverageScope } from './coverageCounts';

/** The address parameter of the scope: /coverage?profile=2, /coverage?profile=none; none for the whole library. */
export const SCOPE_PARAM = 'profile';

/**
 * The scope an address names; anything else than a profile id or 'none' is the whole library, and so is an id
 * no profile has once the profiles (`profileIds`, undefined while they load) are known.
 */
export function parseScope(
  value: string | null,
  profileIds: readonly number[] | undefined,
): CoverageScope {
  if (value === 'none') return 'none';
  if (value === null || !/^\d{1,9}$/.test(value)) return 'all';
  const id = Number(value);
  return profileIds === undefined || profileIds.includes(id) ? id : 'all';
}

/** The value of the parameter for a scope ('' leaves it out). */
export function scopeValue(scope: CoverageScope): string {
  return scope === 'all' ? '' : String(scope);
}
