import {
  absoluteInPath,
  absoluteNumbers,
  episodeFromName,
  matchEpisode,
} from '../../../../src/features/subtitles/upload/seasonPack/episodeNames';
import { languageFromName } from '../../../../src/features/subtitles/upload/seasonPack/languageNames';

describe('episode from a file name', () => {
  it.each([
    ['Show.S01E02.720p.en.srt', 1, 2],
    ['show.s1e2.srt', 1, 2],
    ['Show S01.E02 HDTV.srt', 1, 2],
    ['Show.S10E112.srt', 10, 112],
    ['Show - 1x02 - Title.srt', 1, 2],
    ['Show.12x103.srt', 12, 103],
  ])('%s is season %i episode %i', (name, season, episode) => {
    expect(episodeFromName(name)).toEqual({ kind: 'season', season, episode });
  });

  it.each([
    ['[Group] Show - 012 [1080p].ass', 12],
    ['Show - 012v2.ass', 12],
    ['Show - 1005.srt', 1005],
    ['Show Ep 7.srt', 7],
    ['Show.Episode.12.srt', 12],
    ['Show.012.srt', 12],
  ])('%s is absolute episode %i', (name, absolute) => {
    expect(episodeFromName(name)).toEqual({ kind: 'absolute', absolute });
  });

  it('reads a bare 102 as season 1 episode 2, or absolute 102', () => {
    expect(episodeFromName('Show.102.HDTV.srt')).toEqual({
      kind: 'either',
      season: 1,
      episode: 2,
      absolute: 102,
    });
  });

  it.each([
    'Show.1080p.x264.srt',
    'Show.1920x1080.srt',
    'Show.2008.srt',
    '[1080] Show.srt',
    'notes.srt',
    '<img src=x onerror=alert(1)>.srt',
  ])('%s points to no episode', (name) => {
    expect(episodeFromName(name)).toBeNull();
  });
});

describe('matching to the episodes of the series', () => {
  const episodes = [
    { sonarrEpisodeId: 21, season: 2, episode: 1 },
    { sonarrEpisodeId: 12, season: 1, episode: 2 },
    { sonarrEpisodeId: 11, season: 1, episode: 1 },
    { sonarrEpisodeId: 1, season: 0, episode: 1 },
  ];
  const byAbsolute = absoluteNumbers(episodes);

  it('counts absolute numbers over the regular seasons in order, specials left out', () => {
    expect([...byAbsolute]).toEqual([
      [1, 11],
      [2, 12],
      [3, 21],
    ]);
    expect(matchEpisode(episodeFromName('Show - 003.srt'), episodes, byAbsolute)).toBe(21);
  });

  it('takes season and episode for 102 when the series has them, else the absolute number', () => {
    expect(matchEpisode(episodeFromName('Show.102.srt'), episodes, byAbsolute)).toBe(12);
    const long = Array.from({ length: 120 }, (_, index) => ({
      sonarrEpisodeId: 1000 + index,
      season: 1,
      episode: index + 1,
    }));
    // There is no season 2 here: 201 is the 201st episode, which does not exist either.
    expect(
      matchEpisode(episodeFromName('Show.201.srt'), long, absoluteNumbers(long)),
    ).toBeUndefined();
    expect(matchEpisode(episodeFromName('Show.105.srt'), long, absoluteNumbers(long))).toBe(1004);
  });

  it('reads absolute numbers from the video file names when they have them, whatever episodes are missing', () => {
    const folder = '/tv/Attack on Titan (2013)/Season 03';
    const named = [
      {
        sonarrEpisodeId: 363,
        season: 3,
        episode: 2,
        path: `${folder}/Attack on Titan - S03E02 - 039 - The Empty River [HDTV-720p].mkv`,
      },
      {
        sonarrEpisodeId: 365,
        season: 3,
        episode: 4,
        path: `${folder}/Attack on Titan - S03E04 - 041 - The Old Crown.mkv`,
      },
    ];
    expect(absoluteInPath(named[0]?.path ?? '')).toBe(39);
    expect(absoluteInPath('/tv/Show/Show - S01E02 - Title (2010) [1080p].mkv')).toBeUndefined();
    const byNumber = absoluteNumbers(named);
    expect(
      matchEpisode(
        episodeFromName('[SubsPlease] Attack on Titan - 041 (720p).ass'),
        named,
        byNumber,
      ),
    ).toBe(365);
    expect(
      matchEpisode(episodeFromName('Attack on Titan - 040.ass'), named, byNumber),
    ).toBeUndefined();
  });

  it('counts nothing when an episode is missing, since every number after it would be wrong', () => {
    const gaps = [
      { sonarrEpisodeId: 11, season: 1, episode: 1 },
      { sonarrEpisodeId: 13, season: 1, episode: 3 },
    ];
    expect(absoluteNumbers(gaps).size).toBe(0);
    expect(
      matchEpisode(episodeFromName('Show - 002.srt'), gaps, absoluteNumbers(gaps)),
    ).toBeUndefined();
  });

  it('matches nothing for an episode the series does not have', () => {
    expect(matchEpisode(episodeFromName('Show.S03E01.srt'), episodes, byAbsolute)).toBeUndefined();
    expect(matchEpisode(null, episodes, byAbsolute)).toBeUndefined();
  });
});

describe('language from a file name', () => {
  const languages = [
    { code2: 'en', code3: 'eng', name: 'English' },
    { code2: 'pb', code3: 'pob', name: 'Portuguese (Brazil)' },
    { code2: 'it', code3: 'ita', name: 'Italian' },
    { code2: 'fr', code3: 'fra', name: 'French' },
  ];
  const none = { forced: false, hi: false };

  it.each([
    ['Show.S01E02.en.srt', 'en'],
    ['Show.S01E02.eng.srt', 'en'],
    ['Show.S01E02.English.srt', 'en'],
    ['Show.S01E02.pt-BR.srt', 'pb'],
    ['Show.S01E02.pt_br.srt', 'pb'],
    ['[Group] Show - 012 [FRA].ass', 'fr'],
  ])('%s is in %s', (name, language) => {
    expect(languageFromName(name, languages)).toEqual({ ...none, language });
  });

  it('reads forced and hearing impaired tags, .hi. as hearing impaired', () => {
    expect(languageFromName('Show.S01E02.en.forced.srt', languages)).toEqual({
      language: 'en',
      forced: true,
      hi: false,
    });
    expect(languageFromName('Show.S01E02.en.hi.srt', languages)).toMatchObject({ hi: true });
    expect(languageFromName('Show.S01E02.eng.SDH.srt', languages)).toMatchObject({
      language: 'en',
      hi: true,
    });
    expect(languageFromName('Show.S01E02.forced.srt', languages)).toEqual({
      forced: true,
      hi: false,
    });
  });

  it('reads only the tags at the end, not a title word, nor a language the series does not take', () => {
    expect(languageFromName('It.S01E02.720p.srt', languages)).toEqual(none);
    expect(languageFromName('Show.S01E02.de.srt', languages)).toEqual(none);
    expect(languageFromName('Show.S01E02.en.720p.srt', languages)).toEqual(none);
  });
});
