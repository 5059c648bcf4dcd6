import { isTrue } from '../../../api/schemas/common';
import type { SearchResult } from '../../../api/schemas/providers';
import { foldText } from '../../../components/table/rowModel';

/** What the manual search shows of the results: local to the modal, reset when it closes. */
export type SubtitleKind = 'any' | 'normal' | 'hi' | 'forced';

export interface ResultFilters {
  /** Part of a release name or of the uploader, case and accent insensitive. */
  text: string;
  /** A provider name, or 'all'. */
  provider: string;
  /** A code2, or 'all'. */
  language: string;
  kind: SubtitleKind;
  /** Percent, 0 keeps every result. */
  minScore: number;
}

export const NO_FILTERS: ResultFilters = {
  text: '',
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

/** Whether a release name or the uploader holds the folded `needle` ('' matches every result). */
function textMatches(result: SearchResult, needle: string): boolean {
  if (needle === '') return true;
  return [...result.release_info, result.uploader ?? ''].some((text) =>
    foldText(text).includes(needle),
  );
}

export function filterResults(
  results: readonly SearchResult[],
  filters: ResultFilters,
): SearchResult[] {
  const needle = foldText(filters.text.trim());
  return results.filter(
    (result) =>
      textMatches(result, needle) &&
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
    filters.text.trim() !== '' ||
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
