import type { Subtitle, SubtitleLanguage } from '../../../src/api/schemas/common';
import type { Episode } from '../../../src/api/schemas/episodes';
import type { LanguageProfile, ProfileItem } from '../../../src/api/schemas/languages';
import { episodesReceived } from '../../../src/entities/episodesSlice';
import { makeStore } from '../../../src/app/store';
import {
  episodeCoverage,
  selectSeasonCoverage,
} from '../../../src/pages/series/detail/seasonCoverage';
import { coverageLabel } from '../../../src/pages/series/detail/SeasonProgress';
import { fakeSocketFactory } from '../../realtime/fakeSocket';
import { TEST_ENVIRONMENT } from '../../support/render';

function item(id: number, language: string, flags: { hi?: boolean; forced?: boolean } = {}) {
  const python = (value = false) => (value ? 'True' : 'False');
  return {
    id,
    language,
    hi: python(flags.hi),
    forced: python(flags.forced),
    audio_exclude: 'False',
    audio_only_include: 'False',
  } satisfies ProfileItem;
}

function profile(...items: ProfileItem[]): LanguageProfile {
  return {
    profileId: 1,
    name: 'Test',
    cutoff: null,
    items,
    mustContain: [],
    mustNotContain: [],
    originalFormat: false,
    tag: null,
  };
}

function language(code2: string, flags: { hi?: boolean; forced?: boolean } = {}): SubtitleLanguage {
  return { code2, name: code2, code3: null, hi: flags.hi ?? false, forced: flags.forced ?? false };
}

function file(code2: string, flags: { hi?: boolean; forced?: boolean } = {}): Subtitle {
  return { ...language(code2, flags), path: `/tv/x.${code2}.srt`, file_size: 1 };
}

const englishFrench = profile(item(1, 'en'), item(2, 'fr'));

describe('subtitles counted for an episode', () => {
  it('counts what the profile wants: present items plus missing ones', () => {
    expect(
      episodeCoverage(
        { subtitles: [file('en'), file('de')], missing_subtitles: [language('fr')] },
        englishFrench,
      ),
    ).toEqual({ have: 1, total: 2 });
    expect(
      episodeCoverage(
        { subtitles: [], missing_subtitles: [language('en'), language('fr')] },
        englishFrench,
      ),
    ).toEqual({ have: 0, total: 2 });
  });

  it('counts an embedded track, unless the server still calls its language missing', () => {
    const embedded: Subtitle = { ...file('en'), path: null };
    expect(
      episodeCoverage(
        { subtitles: [embedded], missing_subtitles: [language('fr')] },
        englishFrench,
      ),
    ).toEqual({ have: 1, total: 2 });
    expect(
      episodeCoverage(
        { subtitles: [embedded], missing_subtitles: [language('en'), language('fr')] },
        englishFrench,
      ),
    ).toEqual({ have: 0, total: 2 });
  });

  it('fills a normal item with an HI file, but an HI or forced item only with its own kind', () => {
    expect(
      episodeCoverage(
        { subtitles: [file('en', { hi: true }), file('fr')], missing_subtitles: [] },
        englishFrench,
      ),
    ).toEqual({ have: 2, total: 2 });
    const hiAndForced = profile(item(1, 'en', { hi: true }), item(2, 'en', { forced: true }));
    expect(
      episodeCoverage(
        {
          subtitles: [file('en')],
          missing_subtitles: [language('en', { hi: true }), language('en', { forced: true })],
        },
        hiAndForced,
      ),
    ).toEqual({ have: 0, total: 2 });
    expect(
      episodeCoverage(
        {
          subtitles: [file('en', { hi: true }), file('en', { forced: true })],
          missing_subtitles: [],
        },
        hiAndForced,
      ),
    ).toEqual({ have: 2, total: 2 });
    // A forced file does not fill a normal item.
    expect(
      episodeCoverage(
        { subtitles: [file('fr', { forced: true })], missing_subtitles: [] },
        profile(item(1, 'fr')),
      ),
    ).toEqual({ have: 0, total: 0 });
  });

  it('leaves out items no longer wanted (cutoff met, audio excluded) and any-language items', () => {
    // Cutoff met with English: the server wants nothing more, French is not counted.
    expect(
      episodeCoverage({ subtitles: [file('en')], missing_subtitles: [] }, englishFrench),
    ).toEqual({ have: 1, total: 1 });
    expect(
      episodeCoverage({ subtitles: [file('en')], missing_subtitles: [] }, profile(item(1, 'any'))),
    ).toEqual({ have: 0, total: 0 });
  });
});

describe('counts per season from the store', () => {
  function episode(
    id: number,
    season: number,
    subtitles: Subtitle[],
    missing: SubtitleLanguage[],
  ): Episode {
    return {
      sonarrEpisodeId: id,
      sonarrSeriesId: 1,
      season,
      episode: id,
      title: `Episode ${id}`,
      path: `/tv/${id}.mkv`,
      sceneName: null,
      monitored: true,
      audio_language: [],
      subtitles,
      missing_subtitles: missing,
    } as Episode;
  }

  it('adds up each season and keeps the same result until a figure changes', () => {
    const store = makeStore({ environment: TEST_ENVIRONMENT, socketFactory: fakeSocketFactory() });
    store.dispatch(
      episodesReceived([
        episode(1, 1, [file('en'), file('fr')], []),
        episode(2, 1, [file('en')], [language('fr')]),
        episode(3, 2, [], [language('en'), language('fr')]),
      ]),
    );
    const first = selectSeasonCoverage(store.getState(), 1, englishFrench);
    expect(first && [...first]).toEqual([
      [2, { have: 0, total: 2 }],
      [1, { have: 3, total: 4 }],
    ]);
    expect(selectSeasonCoverage(store.getState(), 1, undefined)).toBeUndefined();

    // A refreshed episode with the same subtitles: the same object, so headers do not re-render.
    store.dispatch(
      episodesReceived([
        episode(1, 1, [file('en'), file('fr')], []),
        episode(2, 1, [file('en')], [language('fr')]),
      ]),
    );
    store.dispatch(
      episodesReceived([{ ...episode(2, 1, [file('en')], [language('fr')]), title: 'Renamed' }]),
    );
    expect(selectSeasonCoverage(store.getState(), 1, englishFrench)).toBe(
      selectSeasonCoverage(store.getState(), 1, englishFrench),
    );
    const before = selectSeasonCoverage(store.getState(), 1, englishFrench);
    store.dispatch(
      episodesReceived([{ ...episode(2, 1, [file('en')], [language('fr')]), title: 'Again' }]),
    );
    expect(selectSeasonCoverage(store.getState(), 1, englishFrench)).toBe(before);

    // The French file arrives: season 1 is complete.
    store.dispatch(episodesReceived([episode(2, 1, [file('en'), file('fr')], [])]));
    const after = selectSeasonCoverage(store.getState(), 1, englishFrench);
    expect(after).not.toBe(before);
    expect(after?.get(1)).toEqual({ have: 4, total: 4 });
  });

  it('labels the count', () => {
    expect(coverageLabel({ have: 10, total: 22 })).toBe('10/22 subtitles');
    expect(coverageLabel({ have: 1, total: 1 })).toBe('1/1 subtitle');
  });
});
