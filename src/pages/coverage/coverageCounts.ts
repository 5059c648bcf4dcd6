import type { Subtitle, SubtitleLanguage } from '../../api/schemas/common';
import { isTrue } from '../../api/schemas/common';
import type { LanguageProfile } from '../../api/schemas/languages';
import { languageLabel, type LanguageLike } from '../../components';

/**
 * The coverage rules, as pure functions. A language is what the app labels it, as on the subtitle chips:
 * 'en', 'en:HI' and 'en:Forced' are three languages. For one item (episode or movie) and one language, the
 * item is in one state only:
 * - 'file': it has a subtitle file in that language (an external file, `path` set);
 * - 'missing': Bazarr lists the language in its `missing_subtitles` (its profile wants it, none is there);
 * - 'embedded': it has only an embedded track in that language (`path` null), and Bazarr does not call it missing.
 * A file wins over the other two, and missing over embedded (that item is on the wanted list).
 */
export type CoverageState = 'file' | 'missing' | 'embedded';

/** Items per state for one language. */
export type StateCounts = Record<CoverageState, number>;

/** What a group of items (a series' episodes, the movies of a profile) has, per language key. */
export interface Tally {
  /** How many items were counted. */
  items: number;
  /** Language key ('en:HI') -> items per state. Languages no item has a state for are absent. */
  languages: Record<string, StateCounts>;
}

/** The fields of an episode or a movie the rules read. */
export interface CoverageItem {
  subtitles: readonly Subtitle[];
  missing_subtitles: readonly SubtitleLanguage[];
}

export const EMPTY_TALLY: Tally = { items: 0, languages: {} };

const NO_COUNTS: StateCounts = { file: 0, missing: 0, embedded: 0 };

/** The key of a language with its flags, as its badge shows it: 'en', 'en:HI', 'en:Forced'. */
export function languageKey(language: LanguageLike): string {
  return languageLabel(language, 'code');
}

/** The state of each language an item has something for (see CoverageState for the precedence). */
export function itemCoverage(item: CoverageItem): Map<string, CoverageState> {
  const states = new Map<string, CoverageState>();
  for (const subtitle of item.subtitles)
    if (subtitle.path !== null) states.set(languageKey(subtitle), 'file');
  for (const language of item.missing_subtitles) {
    const key = languageKey(language);
    if (!states.has(key)) states.set(key, 'missing');
  }
  for (const subtitle of item.subtitles) {
    const key = languageKey(subtitle);
    if (!states.has(key)) states.set(key, 'embedded');
  }
  return states;
}

function mutableTally(): Tally {
  return { items: 0, languages: {} };
}

function addStates(tally: Tally, states: ReadonlyMap<string, CoverageState>): void {
  tally.items += 1;
  for (const [key, state] of states) {
    const counts = (tally.languages[key] ??= { ...NO_COUNTS });
    counts[state] += 1;
  }
}

/** Adds `from` into `into` (which is changed). */
function addTally(into: Tally, from: Tally): void {
  into.items += from.items;
  for (const [key, counts] of Object.entries(from.languages)) {
    const target = (into.languages[key] ??= { ...NO_COUNTS });
    target.file += counts.file;
    target.missing += counts.missing;
    target.embedded += counts.embedded;
  }
}

/** The tally of some items. */
export function tallyItems(items: Iterable<CoverageItem>): Tally {
  const tally = mutableTally();
  for (const item of items) addStates(tally, itemCoverage(item));
  return tally;
}

/** Language key -> language (code, name and flags), from what the items carry; the first name seen wins. */
export function languagesOf(items: Iterable<CoverageItem>): Record<string, LanguageLike> {
  const languages: Record<string, LanguageLike> = {};
  for (const item of items) {
    for (const language of [...item.subtitles, ...item.missing_subtitles]) {
      const { code2, name, hi, forced } = language;
      languages[languageKey(language)] ??= { code2, name, hi, forced };
    }
  }
  return languages;
}

/** Episodes grouped by series, each group tallied: what one read of GET episodes?seriesid[]= gives. */
export function tallyBySeries<E extends CoverageItem & { sonarrSeriesId: number }>(
  seriesIds: readonly number[],
  episodes: readonly E[],
): Record<number, Tally> {
  const tallies: Record<number, Tally> = {};
  // Series without episodes are counted too (as empty), so the caller knows they have been read.
  for (const id of seriesIds) tallies[id] = mutableTally();
  for (const episode of episodes)
    addStates((tallies[episode.sonarrSeriesId] ??= mutableTally()), itemCoverage(episode));
  return tallies;
}

/** Which items a part of the dashboard counts: all, those of one profile, or those without one. */
export type CoverageScope = 'all' | 'none' | number;

export function inScope(scope: CoverageScope, profileId: number | null): boolean {
  if (scope === 'all') return true;
  if (scope === 'none') return profileId === null;
  return profileId === scope;
}

/** Something with a profile and a tally: a series with its episodes' tally, or a movie's own. */
export interface ScopedTally {
  profileId: number | null;
  tally: Tally;
}

/** The sum of the tallies in a scope. */
export function scopeTally(parts: Iterable<ScopedTally>, scope: CoverageScope): Tally {
  const total = mutableTally();
  for (const { profileId, tally } of parts) if (inScope(scope, profileId)) addTally(total, tally);
  return total;
}

/** The languages the profiles in a scope ask for, in profile order ('any' items ask for no one language). */
export function wantedLanguages(
  profiles: readonly LanguageProfile[],
  scope: CoverageScope,
): LanguageLike[] {
  const wanted = new Map<string, LanguageLike>();
  for (const profile of profiles) {
    if (!inScope(scope, profile.profileId)) continue;
    for (const item of profile.items) {
      if (item.language === 'any') continue;
      const language = {
        code2: item.language,
        name: item.language,
        hi: isTrue(item.hi),
        forced: isTrue(item.forced),
      };
      const key = languageKey(language);
      if (!wanted.has(key)) wanted.set(key, language);
    }
  }
  return [...wanted.values()];
}

/** One line of the dashboard: a language and its counts among episodes and movies. */
export interface CoverageRow {
  key: string;
  language: LanguageLike;
  episodes: StateCounts;
  movies: StateCounts;
}

export interface CoverageRowsInput {
  episodes: Tally;
  movies: Tally;
  /** The languages the scope's profiles ask for: always listed, first, even with nothing counted yet. */
  wanted: readonly LanguageLike[];
  /**
   * The keys every profile of the library asks for: outside the scope's own languages, their embedded-only
   * tracks are counted too (items without a profile have English tracks worth knowing about).
   */
  desired: ReadonlySet<string>;
  /** Names of the languages by key (from the items; profile languages only have a code). */
  names: Readonly<Record<string, LanguageLike>>;
}

function counted(counts: StateCounts | undefined, desired: boolean): boolean {
  if (counts === undefined) return false;
  return counts.file + counts.missing > 0 || (desired && counts.embedded > 0);
}

/**
 * The rows of a scope: the wanted languages first (profile order), then the other languages some item has a
 * file of or misses, or an embedded track of in a language some profile asks for, by name. Languages that only
 * come as embedded tracks nobody asks for are left out: a film's tracks in ten languages are not coverage anyone
 * chose.
 */
export function coverageRows({
  episodes,
  movies,
  wanted,
  desired,
  names,
}: CoverageRowsInput): CoverageRow[] {
  const row = (language: LanguageLike): CoverageRow => {
    const key = languageKey(language);
    return {
      key,
      language: names[key] ?? language,
      episodes: episodes.languages[key] ?? NO_COUNTS,
      movies: movies.languages[key] ?? NO_COUNTS,
    };
  };
  const wantedRows = wanted.map(row);
  const listed = new Set(wantedRows.map((line) => line.key));
  const otherKeys = new Set(
    [...Object.keys(episodes.languages), ...Object.keys(movies.languages)].filter(
      (key) =>
        !listed.has(key) &&
        (counted(episodes.languages[key], desired.has(key)) ||
          counted(movies.languages[key], desired.has(key))),
    ),
  );
  const others = [...otherKeys]
    .map((key) => row(names[key] ?? { code2: key, name: key }))
    .sort((a, b) => a.language.name.localeCompare(b.language.name) || a.key.localeCompare(b.key));
  return [...wantedRows, ...others];
}
