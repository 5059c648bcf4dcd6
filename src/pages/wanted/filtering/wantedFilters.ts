import type { SubtitleLanguage } from '../../../api/schemas/common';
import { foldText } from '../../../components/table/rowModel';

/** What narrows a wanted list; the API has no filter parameters, so the page applies them. */
export interface WantedFilters {
  /** Part of the series or movie title, case and accent insensitive. */
  text: string;
  /** A language code2 ('fr'): items missing that language, in any variant (HI, forced). */
  language: string | null;
  /** Series only: leave out the specials (season 0). */
  hideSpecials: boolean;
}

export const NO_WANTED_FILTERS: WantedFilters = { text: '', language: null, hideSpecials: false };

/** What a filter reads of a wanted item (an episode or a movie). */
export interface WantedFacts {
  title: string;
  /** The season, for episodes; null for movies. */
  season: number | null;
  missing: readonly SubtitleLanguage[];
}

export function hasWantedFilters(filters: WantedFilters): boolean {
  return filters.text.trim() !== '' || filters.language !== null || filters.hideSpecials;
}

/** The season of an episode number as Bazarr writes it ('0x3' is a special); null when unreadable. */
export function seasonOfEpisodeNumber(episodeNumber: string): number | null {
  const match = /^(\d+)x/.exec(episodeNumber);
  return match ? Number(match[1]) : null;
}

/** The missing languages a search of the item covers: those of the language filter, or all of them. */
export function languagesToSearch(
  facts: WantedFacts,
  filters: WantedFilters,
): readonly SubtitleLanguage[] {
  return filters.language === null
    ? facts.missing
    : facts.missing.filter((language) => language.code2 === filters.language);
}

/** The test the filters put a wanted item to (every filter set must pass). Build it once per filters change. */
export function wantedMatcher(filters: WantedFilters): (facts: WantedFacts) => boolean {
  const needle = foldText(filters.text.trim());
  return (facts) =>
    (needle === '' || foldText(facts.title).includes(needle)) &&
    (!filters.hideSpecials || facts.season !== 0) &&
    languagesToSearch(facts, filters).length > 0;
}

// Parameter names in the address, as short as the library lists' (/wanted/series?q=sherlock&lang=fr&specials=hide).
const P = { text: 'q', language: 'lang', specials: 'specials' } as const;

/** Reads the filters from the address; anything invalid is left out, never thrown. */
export function parseWantedFilters(params: URLSearchParams, series: boolean): WantedFilters {
  const language = params.get(P.language)?.trim() ?? '';
  return {
    text: params.get(P.text)?.slice(0, 200) ?? '',
    language: /^[a-z]{2,3}(-[a-z]{2,4})?$/i.test(language) ? language : null,
    hideSpecials: series && params.get(P.specials) === 'hide',
  };
}

/** The address with these filters (other parameters kept, back to page 1). */
export function withWantedFilters(
  params: URLSearchParams,
  filters: WantedFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(P)) next.delete(name);
  next.delete('page');
  if (filters.text !== '') next.set(P.text, filters.text);
  if (filters.language !== null) next.set(P.language, filters.language);
  if (filters.hideSpecials) next.set(P.specials, 'hide');
  return next;
}
