import type { Subtitle, SubtitleLanguage } from '../../../src/api/schemas/common';
import type { LanguageProfile, ProfileItem } from '../../../src/api/schemas/languages';
import {
  coverageRows,
  itemCoverage,
  languagesOf,
  scopeTally,
  tallyBySeries,
  tallyItems,
  wantedLanguages,
  type CoverageItem,
} from '../../../src/pages/coverage/coverageCounts';
import { episodeChunks } from '../../../src/pages/coverage/episodeChunks';
import { coverageLink } from '../../../src/pages/coverage/coverageLinks';
import { parseScope } from '../../../src/pages/coverage/coverageScope';
import {
  progressLines,
  progressPercent,
  progressText,
} from '../../../src/pages/coverage/coverageProgress';

const NAMES: Record<string, string> = { en: 'English', fr: 'French', de: 'German', es: 'Spanish' };

function lang(code2: string, flags: { hi?: boolean; forced?: boolean } = {}): SubtitleLanguage {
  return { code2, name: NAMES[code2] ?? code2, code3: null, hi: false, forced: false, ...flags };
}
function file(code2: string, flags: { hi?: boolean; forced?: boolean } = {}): Subtitle {
  return { ...lang(code2, flags), path: `/media/x.${code2}.srt`, file_size: 10 };
}
function embedded(code2: string, flags: { hi?: boolean; forced?: boolean } = {}): Subtitle {
  return { ...lang(code2, flags), path: null, file_size: null };
}
function item(subtitles: Subtitle[], missing: SubtitleLanguage[] = []): CoverageItem {
  return { subtitles, missing_subtitles: missing };
}

function profileItem(
  language: string,
  flags: { hi?: boolean; forced?: boolean } = {},
): ProfileItem {
  return {
    id: 1,
    language,
    hi: flags.hi ? 'True' : 'False',
    forced: flags.forced ? 'True' : 'False',
    audio_exclude: 'False',
    audio_only_include: 'False',
  };
}
function profile(profileId: number, items: ProfileItem[]): LanguageProfile {
  return {
    profileId,
    name: `Profile ${profileId}`,
    cutoff: null,
    items,
    mustContain: [],
    mustNotContain: [],
    originalFormat: false,
    tag: null,
  };
}

describe('coverage of one item', () => {
  it('tells a file, a missing language and an embedded-only track apart', () => {
    const states = itemCoverage(item([file('en'), embedded('de')], [lang('fr')]));
    expect(Object.fromEntries(states)).toEqual({ en: 'file', fr: 'missing', de: 'embedded' });
  });

  it('lets a file win over an embedded track of the same language, and missing over embedded', () => {
    expect(Object.fromEntries(itemCoverage(item([embedded('en'), file('en')])))).toEqual({
      en: 'file',
    });
    expect(Object.fromEntries(itemCoverage(item([embedded('fr')], [lang('fr')])))).toEqual({
      fr: 'missing',
    });
  });

  it('keeps HI and forced apart from the plain language, as the chips label them', () => {
    const states = itemCoverage(
      item([file('en', { hi: true }), embedded('en', { forced: true })], [lang('en')]),
    );
    expect(Object.fromEntries(states)).toEqual({
      'en:HI': 'file',
      en: 'missing',
      'en:Forced': 'embedded',
    });
  });

  it('counts nothing for an item without subtitles nor missing languages', () => {
    expect(itemCoverage(item([])).size).toBe(0);
    expect(tallyItems([item([])])).toEqual({ items: 1, languages: {} });
  });
});

describe('tallies', () => {
  const episodes = [
    { sonarrSeriesId: 1, ...item([file('en')], [lang('fr')]) },
    { sonarrSeriesId: 1, ...item([embedded('fr')], [lang('en')]) },
    { sonarrSeriesId: 2, ...item([file('en'), file('fr')]) },
  ];

  it('groups episodes by series, including series without episodes', () => {
    expect(tallyBySeries([1, 2, 3], episodes)).toEqual({
      1: {
        items: 2,
        languages: {
          en: { file: 1, missing: 1, embedded: 0 },
          fr: { file: 0, missing: 1, embedded: 1 },
        },
      },
      2: {
        items: 1,
        languages: {
          en: { file: 1, missing: 0, embedded: 0 },
          fr: { file: 1, missing: 0, embedded: 0 },
        },
      },
      3: { items: 0, languages: {} },
    });
  });

  it('sums per profile, for items without a profile, and for everything', () => {
    const bySeries = tallyBySeries([1, 2], episodes);
    const parts = [
      { profileId: 1, tally: bySeries[1]! },
      { profileId: null, tally: bySeries[2]! },
    ];
    expect(scopeTally(parts, 'all')).toEqual({
      items: 3,
      languages: {
        en: { file: 2, missing: 1, embedded: 0 },
        fr: { file: 1, missing: 1, embedded: 1 },
      },
    });
    expect(scopeTally(parts, 1).items).toBe(2);
    expect(scopeTally(parts, 'none')).toEqual(bySeries[2]);
    expect(scopeTally(parts, 7)).toEqual({ items: 0, languages: {} });
  });

  it('names languages from what the items carry', () => {
    expect(languagesOf([item([file('de', { hi: true })], [lang('fr')])])).toEqual({
      'de:HI': { code2: 'de', name: 'German', hi: true, forced: false },
      fr: { code2: 'fr', name: 'French', hi: false, forced: false },
    });
  });
});

describe('rows of a scope', () => {
  const profiles = [
    profile(1, [profileItem('en'), profileItem('fr', { forced: true }), profileItem('any')]),
    profile(2, [profileItem('es'), profileItem('en')]),
  ];

  it('lists the languages the profiles want, in profile order, without "any"', () => {
    expect(wantedLanguages(profiles, 'all').map((language) => language.code2)).toEqual([
      'en',
      'fr',
      'es',
    ]);
    expect(wantedLanguages(profiles, 2).map((language) => language.code2)).toEqual(['es', 'en']);
    expect(wantedLanguages(profiles, 'none')).toEqual([]);
  });

  it('shows wanted languages first (even at zero), then others with a file or missing, by name', () => {
    const episodes = tallyItems([
      item([file('de'), embedded('it'), file('en')]),
      item([embedded('es')], [lang('es')]),
    ]);
    const movies = tallyItems([item([embedded('fr', { forced: true })])]);
    const rows = coverageRows({
      episodes,
      movies,
      wanted: wantedLanguages(profiles, 1),
      desired: new Set(['en', 'fr:Forced', 'es']),
      names: { ...languagesOf([item([file('de'), file('en'), embedded('es')])]) },
    });
    expect(rows.map((row) => [row.key, row.language.name])).toEqual([
      ['en', 'English'],
      ['fr:Forced', 'fr'],
      ['de', 'German'],
      ['es', 'Spanish'],
    ]);
    expect(rows[1]?.movies).toEqual({ file: 0, missing: 0, embedded: 1 });
    expect(rows[3]?.episodes).toEqual({ file: 0, missing: 1, embedded: 0 });
    // Italian comes only as an embedded track nobody asks for: no row.
    expect(rows.some((row) => row.key === 'it')).toBe(false);
  });
});

describe('episode chunks', () => {
  const sizes = (counts: number[]) =>
    counts.map((episodes, index) => ({ id: index + 1, episodes }));

  it('groups series by about a thousand episodes, a large series alone', () => {
    expect(episodeChunks(sizes([400, 500, 200, 1500, 10]), true)).toEqual([[1, 2], [3], [4], [5]]);
  });

  it('holds back the open group until the series list is complete', () => {
    expect(episodeChunks(sizes([400, 500, 200]), false)).toEqual([[1, 2]]);
    expect(episodeChunks(sizes([400, 500, 200]), true)).toEqual([[1, 2], [3]]);
  });

  it('keeps the query short: no more ids than allowed per request', () => {
    expect(episodeChunks(sizes([0, 0, 0, 0, 0]), true, 1000, 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('links and scope', () => {
  it('leads missing numbers to the wanted list of the language, or the profile’s items that miss subtitles', () => {
    expect(coverageLink('episodes', 'all', 'missing', 'fr')).toBe('/wanted/series?lang=fr');
    expect(coverageLink('movies', 'all', 'missing', 'fr')).toBe('/wanted/movies?lang=fr');
    expect(coverageLink('episodes', 3, 'missing', 'fr')).toBe('/series?profile=3&missing=yes');
    expect(coverageLink('movies', 'none', 'missing', 'fr')).toBe(
      '/movies?profile=none&missing=yes',
    );
  });

  it('leads the other numbers to the series or movies of the profile', () => {
    expect(coverageLink('episodes', 'all', 'file', 'en')).toBe('/series');
    expect(coverageLink('movies', 2, 'embedded', 'en')).toBe('/movies?profile=2');
    expect(coverageLink('episodes', 'none', 'file', 'en')).toBe('/series?profile=none');
  });

  it('reads the scope from the address, ignoring what no profile has', () => {
    expect(parseScope(null, [1, 2])).toBe('all');
    expect(parseScope('none', [1, 2])).toBe('none');
    expect(parseScope('2', [1, 2])).toBe(2);
    expect(parseScope('9', [1, 2])).toBe('all');
    expect(parseScope('9', undefined)).toBe(9);
    expect(parseScope('<script>', [1])).toBe('all');
  });
});

describe('progress', () => {
  it('says what has been read of each list', () => {
    const lines = progressLines({
      sonarr: true,
      radarr: true,
      seriesLoaded: 500,
      seriesTotal: 2000,
      seriesRead: 120,
      moviesLoaded: 1000,
      moviesTotal: undefined,
    });
    expect(progressText(lines)).toBe(
      'Read 500 of 2,000 series, 120 of 2,000 series with their episodes, 1,000 movies',
    );
    expect(progressPercent(lines)).toBeNull();
  });

  it('leaves out a disabled manager and gives a percentage once totals are known', () => {
    const lines = progressLines({
      sonarr: false,
      radarr: true,
      seriesLoaded: 0,
      seriesTotal: undefined,
      seriesRead: 0,
      moviesLoaded: 250,
      moviesTotal: 1000,
    });
    expect(progressText(lines)).toBe('Read 250 of 1,000 movies');
    expect(progressPercent(lines)).toBe(25);
  });
});
