import { isTrue } from '../../../api/schemas/common';
import type { SearchResult } from '../../../api/schemas/providers';

/** What the manual search shows of the results: local to the modal, reset when it closes. */
export type SubtitleKind = 'any' | 'normal' | 'hi' | 'forced';

export interface ResultFilters {
  /** A provider name, or 'all'. */
  provider: string;
  /** A code2, or 'all'. */
  language: string;
  kind: SubtitleKind;
  /** Percent, 0 keeps every result. */
  minScore: number;
}

export const NO_FILTERS: ResultFilters = {
  provider: 'all',
  language: 'all',
  kind: 'any',
  minScore: 0,
};

export const ALL = 'all';

/** The result's language code without its ':hi' or ':forced' suffix. */
export function resultLanguage(result: SearchResult): string {
  return result.language.split(':')[0] ?? result.language;
}

function kindMatches(result: SearchResult, kind: SubtitleKind): boolean {
  const hi = isTrue(result.hearing_impaired);
  const forced = isTrue(result.forced);
  switch (kind) {
    case 'any':
      return true;
    case 'normal':
      return !hi && !forced;
    case 'hi':
      return hi;
    case 'forced':
      return forced;
  }
}

export function filterResults(
  results: readonly SearchResult[],
  filters: ResultFilters,
): SearchResult[] {
  return results.filter(
    (result) =>
      (filters.provider === ALL || result.provider === filters.provider) &&
      (filters.language === ALL || resultLanguage(result) === filters.language) &&
      kindMatches(result, filters.kind) &&
      result.score >= filters.minScore,
  );
}

/** Best score first: the order of the narrow layout, which has no Score column to sort on. */
export function bestFirst(results: readonly SearchResult[]): SearchResult[] {
  return [...results].sort((a, b) => b.score - a.score);
}

export function hasFilters(filters: ResultFilters): boolean {
  return (
    filters.provider !== ALL ||
    filters.language !== ALL ||
    filters.kind !== 'any' ||
    filters.minScore > 0
  );
}

/** The distinct values of the results, sorted, for the filters' choices. */
export function resultChoices(results: readonly SearchResult[]) {
  const sorted = (values: Iterable<string>) =>
    [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    providers: sorted(results.map((result) => result.provider)),
    languages: sorted(results.map(resultLanguage)),
  };
}
