/** Bazarr's explanation beside what a subtitle did not match. */
export const NOT_MATCHING_NOTE =
  'Not matching attributes will not prevent the subtitle to be downloaded and are strictly used for scoring the subtitle.';

export interface MatchesPopoverProps {
  /** What the subtitle matched of the release (series, season, year, release_group...). */
  matches: readonly string[];
  /** What it did not match. */
  dontMatches: readonly string[];
}

export function matchesLabel(matches: readonly string[], dontMatches: readonly string[]): string {
  return `${matches.length} matched, ${dontMatches.length} not matched`;
}
