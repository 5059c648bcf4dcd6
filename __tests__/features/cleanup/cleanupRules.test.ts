import type { Subtitle } from '../../../src/api/schemas/common';
import type { LanguageProfile } from '../../../src/api/schemas/languages';
import {
  filesDuplicatingEmbedded,
  filesNotInProfile,
  filesWithUnwantedHi,
} from '../../../src/features/cleanup/cleanupRules';
import { ALL_RULES, selectCleanup } from '../../../src/features/cleanup/selectCleanup';

const NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  pt: 'Portuguese',
  pb: 'Portuguese (Brazil)',
  zh: 'Chinese Simplified',
  zt: 'Chinese Traditional',
  de: 'German',
};

/** A subtitle as GET movies/episodes sends it; `path: null` is an embedded track. */
function sub(code2: string, type: 'normal' | 'hi' | 'forced', path: string | null): Subtitle {
  return {
    name: NAMES[code2] ?? code2,
    code2,
    code3: null,
    hi: type === 'hi',
    forced: type === 'forced',
    path,
    file_size: path === null ? null : 1000,
  };
}

/** A profile as system/languages/profiles sends it: items with 'True'/'False' flags. */
function profile(...items: [string, 'normal' | 'hi' | 'forced'][]): LanguageProfile {
  return {
    profileId: 1,
    name: 'Test profile',
    cutoff: null,
    items: items.map(([language, type], index) => ({
      id: index + 1,
      language,
      hi: type === 'hi' ? 'True' : 'False',
      forced: type === 'forced' ? 'True' : 'False',
      audio_exclude: 'False',
      audio_only_include: 'False',
    })),
    mustContain: [],
    mustNotContain: [],
    originalFormat: false,
    tag: null,
  };
}

const paths = (files: readonly { path: string }[]) => files.map((file) => file.path);

describe('languages not in the profile', () => {
  const englishFrench = profile(['en', 'normal'], ['fr', 'normal']);

  it('selects the files whose language the profile does not list, whatever their type', () => {
    const subtitles = [
      sub('en', 'normal', '/m/a.en.srt'),
      sub('de', 'normal', '/m/a.de.srt'),
      sub('de', 'hi', '/m/a.de.hi.srt'),
      sub('es', 'forced', '/m/a.es.forced.srt'),
      sub('fr', 'hi', '/m/a.fr.hi.srt'),
    ];
    expect(paths(filesNotInProfile(subtitles, englishFrench))).toEqual([
      '/m/a.de.srt',
      '/m/a.de.hi.srt',
      '/m/a.es.forced.srt',
    ]);
  });

  it('never selects embedded tracks: there is no file to delete', () => {
    expect(filesNotInProfile([sub('de', 'normal', null)], englishFrench)).toEqual([]);
  });

  it('treats a language with a region as a language of its own, by its code2 as Bazarr sends it', () => {
    const subtitles = [
      sub('pb', 'normal', '/m/a.pt-BR.srt'),
      sub('pt', 'normal', '/m/a.pt.srt'),
      sub('zt', 'normal', '/m/a.zh-TW.srt'),
      sub('zh', 'normal', '/m/a.zh.srt'),
    ];
    expect(
      paths(filesNotInProfile(subtitles, profile(['pt', 'normal'], ['zt', 'normal']))),
    ).toEqual(['/m/a.pt-BR.srt', '/m/a.zh.srt']);
  });

  it('selects nothing for an item without a profile, an empty profile, or a profile that wants any language', () => {
    const subtitles = [sub('de', 'normal', '/m/a.de.srt')];
    expect(filesNotInProfile(subtitles, undefined)).toEqual([]);
    expect(filesNotInProfile(subtitles, profile())).toEqual([]);
    expect(filesNotInProfile(subtitles, profile(['en', 'normal'], ['any', 'normal']))).toEqual([]);
  });

  it('counts a language listed only as forced as in the profile', () => {
    expect(
      filesNotInProfile([sub('en', 'normal', '/m/a.en.srt')], profile(['en', 'forced'])),
    ).toEqual([]);
  });
});

describe('files that duplicate an embedded track', () => {
  it('selects a file with the same language and the same type as an embedded track', () => {
    const subtitles = [
      sub('en', 'normal', null),
      sub('en', 'normal', '/m/a.en.srt'),
      sub('fr', 'forced', null),
      sub('fr', 'forced', '/m/a.fr.forced.srt'),
      sub('de', 'hi', null),
      sub('de', 'hi', '/m/a.de.hi.srt'),
    ];
    expect(paths(filesDuplicatingEmbedded(subtitles))).toEqual([
      '/m/a.en.srt',
      '/m/a.fr.forced.srt',
      '/m/a.de.hi.srt',
    ]);
  });

  it('keeps forced, HI and normal apart: a forced or HI file does not duplicate a normal track', () => {
    const subtitles = [
      sub('en', 'normal', null),
      sub('en', 'forced', '/m/a.en.forced.srt'),
      sub('en', 'hi', '/m/a.en.hi.srt'),
      sub('fr', 'hi', null),
      sub('fr', 'normal', '/m/a.fr.srt'),
    ];
    expect(filesDuplicatingEmbedded(subtitles)).toEqual([]);
  });

  it('keeps regions apart: a pt-BR file does not duplicate an embedded Portuguese track', () => {
    expect(
      filesDuplicatingEmbedded([sub('pt', 'normal', null), sub('pb', 'normal', '/m/a.pt-BR.srt')]),
    ).toEqual([]);
  });

  it('selects nothing on an item with embedded tracks only, or with files only', () => {
    expect(
      filesDuplicatingEmbedded([sub('en', 'normal', null), sub('fr', 'normal', null)]),
    ).toEqual([]);
    expect(filesDuplicatingEmbedded([sub('en', 'normal', '/m/a.en.srt')])).toEqual([]);
  });

  it('needs no profile', () => {
    const item = {
      target: { kind: 'movie' as const, radarrId: 1, label: 'A' },
      subtitles: [sub('en', 'normal', null), sub('en', 'normal', '/m/a.en.srt')],
      profile: undefined,
    };
    expect(paths(selectCleanup([item], ALL_RULES).map(({ file }) => file))).toEqual([
      '/m/a.en.srt',
    ]);
  });
});

describe('HI or normal against the profile', () => {
  it('selects HI files of a language the profile wants as normal', () => {
    const subtitles = [sub('en', 'hi', '/m/a.en.hi.srt'), sub('en', 'normal', '/m/a.en.srt')];
    expect(paths(filesWithUnwantedHi(subtitles, profile(['en', 'normal'])))).toEqual([
      '/m/a.en.hi.srt',
    ]);
  });

  it('selects normal files of a language the profile wants as HI', () => {
    const subtitles = [sub('en', 'hi', '/m/a.en.hi.srt'), sub('en', 'normal', '/m/a.en.srt')];
    expect(paths(filesWithUnwantedHi(subtitles, profile(['en', 'hi'], ['en', 'forced'])))).toEqual([
      '/m/a.en.srt',
    ]);
  });

  it('leaves a language the profile wants both as HI and as normal', () => {
    const subtitles = [sub('en', 'hi', '/m/a.en.hi.srt'), sub('en', 'normal', '/m/a.en.srt')];
    expect(filesWithUnwantedHi(subtitles, profile(['en', 'hi'], ['en', 'normal']))).toEqual([]);
  });

  it('leaves forced files, and languages the profile wants only as forced', () => {
    const subtitles = [
      sub('en', 'forced', '/m/a.en.forced.srt'),
      sub('fr', 'hi', '/m/a.fr.hi.srt'),
      sub('fr', 'normal', '/m/a.fr.srt'),
    ];
    expect(filesWithUnwantedHi(subtitles, profile(['en', 'normal'], ['fr', 'forced']))).toEqual([]);
  });

  it('leaves languages the profile does not list, embedded tracks, and regions of a listed language', () => {
    const subtitles = [
      sub('de', 'hi', '/m/a.de.hi.srt'),
      sub('en', 'hi', null),
      sub('pb', 'hi', '/m/a.pt-BR.hi.srt'),
    ];
    expect(filesWithUnwantedHi(subtitles, profile(['en', 'normal'], ['pt', 'normal']))).toEqual([]);
  });

  it("applies an 'any' item to every language", () => {
    const subtitles = [sub('de', 'hi', '/m/a.de.hi.srt'), sub('de', 'normal', null)];
    expect(paths(filesWithUnwantedHi(subtitles, profile(['any', 'normal'])))).toEqual([
      '/m/a.de.hi.srt',
    ]);
  });

  it('never selects the only subtitle of its language (Bazarr takes HI for normal)', () => {
    expect(
      filesWithUnwantedHi([sub('en', 'hi', '/m/a.en.hi.srt')], profile(['en', 'normal'])),
    ).toEqual([]);
    expect(
      filesWithUnwantedHi([sub('en', 'normal', '/m/a.en.srt')], profile(['en', 'hi'])),
    ).toEqual([]);
  });

  it('selects nothing without a profile', () => {
    expect(filesWithUnwantedHi([sub('en', 'hi', '/m/a.en.hi.srt')], undefined)).toEqual([]);
  });
});

describe('selectCleanup', () => {
  const episode = (episodeId: number) => ({
    kind: 'episode' as const,
    seriesId: 1,
    episodeId,
    label: `Show 1x${episodeId}`,
  });

  it('lists each file once, with the reason of every rule that selects it, item by item', () => {
    const englishOnly = { ...profile(['en', 'normal']), name: 'English' };
    const items = [
      {
        target: episode(1),
        subtitles: [
          sub('de', 'hi', null),
          sub('de', 'hi', '/s/1.de.hi.srt'),
          sub('en', 'hi', '/s/1.en.hi.srt'),
          sub('en', 'normal', null),
        ],
        profile: englishOnly,
      },
      { target: episode(2), subtitles: [sub('en', 'normal', '/s/2.en.srt')], profile: englishOnly },
    ];
    expect(
      selectCleanup(items, ALL_RULES).map(({ target, file, reasons }) => [
        target.label,
        file.path,
        reasons,
      ]),
    ).toEqual([
      [
        'Show 1x1',
        '/s/1.de.hi.srt',
        ['Language not in the profile English', 'Duplicates the embedded HI track'],
      ],
      ['Show 1x1', '/s/1.en.hi.srt', ['HI, the profile wants normal']],
    ]);
  });

  it('uses only the chosen rules', () => {
    const items = [
      {
        target: episode(1),
        subtitles: [sub('de', 'normal', null), sub('de', 'normal', '/s/1.de.srt')],
        profile: profile(['en', 'normal']),
      },
    ];
    expect(selectCleanup(items, new Set(['unwantedHi']))).toEqual([]);
    expect(selectCleanup(items, new Set(['duplicatesEmbedded']))[0]?.reasons).toEqual([
      'Duplicates the embedded normal track',
    ]);
  });
});
