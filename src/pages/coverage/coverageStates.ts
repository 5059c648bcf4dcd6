import type { CoverageState } from './coverageCounts';
import type { CoverageKind } from './coverageLinks';

/** The states in the order the table and the chart show them. */
export const COVERAGE_STATES: readonly CoverageState[] = ['file', 'embedded', 'missing'];

/** Short labels of the table and the chart's legend. */
export const STATE_LABELS: Record<CoverageState, string> = {
  file: 'File',
  embedded: 'Embedded only',
  missing: 'Missing',
};

/**
 * Colours as the subtitle chips have them (docs/behaviour.md §4: gray embedded, yellow missing; files in the brand colour),
 * so the dashboard reads like the lists it leads to.
 */
export const STATE_COLORS: Record<CoverageState, string> = {
  file: 'brand.solid',
  embedded: 'gray.400',
  missing: 'yellow.solid',
};

const KIND_NOUNS: Record<CoverageKind, [string, string]> = {
  episodes: ['episode', 'episodes'],
  movies: ['movie', 'movies'],
};

/** 'English: 3 episodes with a file', 'English HI: 1 movie missing', for screen readers and link titles. */
export function countDescription(
  languageName: string,
  kind: CoverageKind,
  state: CoverageState,
  count: number,
): string {
  const [one, many] = KIND_NOUNS[kind];
  const items = `${count} ${count === 1 ? one : many}`;
  const what = {
    file: `${items} with a file`,
    embedded: `${items} with an embedded track only`,
    missing: `${items} missing`,
  }[state];
  return `${languageName}: ${what}`;
}
