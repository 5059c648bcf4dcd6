import { readdirSync } from 'node:fs';
import { z } from 'zod/mini';
import { badgesSchema } from '../../src/api/schemas/badges';
import { isTrue, pythonBool, toPythonBool } from '../../src/api/schemas/common';
import { episodeBlacklistSchema, movieBlacklistSchema } from '../../src/api/schemas/blacklist';
import { episodeListSchema } from '../../src/api/schemas/episodes';
import { fileEntryListSchema } from '../../src/api/schemas/files';
import {
  episodeHistorySchema,
  historyActionName,
  historyStatsSchema,
  movieHistorySchema,
} from '../../src/api/schemas/history';
import { languageListSchema, languageProfileListSchema } from '../../src/api/schemas/languages';
import { movieListSchema } from '../../src/api/schemas/movies';
import { providerStatusListSchema, searchResultListSchema } from '../../src/api/schemas/providers';
import { seriesListSchema } from '../../src/api/schemas/series';
import { settingsSchema } from '../../src/api/schemas/settings';
import {
  subtitleInfoListSchema,
  syncCandidatesEnvelopeSchema,
} from '../../src/api/schemas/subtitles';
import {
  pingSchema,
  searchSuggestionListSchema,
  systemStatusEnvelopeSchema,
} from '../../src/api/schemas/system';
import {
  announcementListSchema,
  backupListSchema,
  connectionTestReplySchema,
  healthListSchema,
  logListSchema,
  releaseListSchema,
  taskListSchema,
} from '../../src/api/schemas/systemPages';
import { wantedEpisodesSchema, wantedMoviesSchema } from '../../src/api/schemas/wanted';
import { sample, SAMPLES_DIR } from './support/apiTestKit';

/** Error bodies: a JSON string, or `{message}` for a 401. */
const errorBodySchema = z.union([z.string(), z.object({ message: z.string() })]);

/** Every JSON sample and the schema its endpoint parses it with. */
const schemaOfSample: Record<string, z.ZodMiniType> = {
  'GET_api_badges.json': badgesSchema,
  'GET_api_episodes__episodeids.json': episodeListSchema,
  'GET_api_episodes__no_params.json': errorBodySchema,
  'GET_api_episodes__seriesid1.json': episodeListSchema,
  'GET_api_episodes_blacklist.json': episodeBlacklistSchema,
  'GET_api_episodes_history.json': episodeHistorySchema,
  'GET_api_episodes_history__episodeid2.json': episodeHistorySchema,
  'GET_api_episodes_history__start0_len5.json': episodeHistorySchema,
  'GET_api_episodes_wanted__episodeid.json': wantedEpisodesSchema,
  'GET_api_episodes_wanted__start0_len5.json': wantedEpisodesSchema,
  'GET_api_episodes_wanted__start0_len50.json': wantedEpisodesSchema,
  'GET_api_files__path_media.json': fileEntryListSchema,
  'GET_api_files__path_root.json': fileEntryListSchema,
  'GET_api_files_radarr__path_root.json': fileEntryListSchema,
  'GET_api_files_sonarr__path_media.json': fileEntryListSchema,
  'GET_api_files_sonarr__path_root.json': fileEntryListSchema,
  'GET_api_history_stats__month_all.json': historyStatsSchema,
  'GET_api_history_stats__week_upload_en.json': historyStatsSchema,
  'GET_api_movies.json': movieListSchema,
  'GET_api_movies__radarrid7.json': movieListSchema,
  'GET_api_movies__start0_len2.json': movieListSchema,
  'GET_api_movies_blacklist.json': movieBlacklistSchema,
  'GET_api_movies_history__radarrid7.json': movieHistorySchema,
  'GET_api_movies_history__start0_len5.json': movieHistorySchema,
  'GET_api_movies_history__start0_len50.json': movieHistorySchema,
  'GET_api_movies_wanted__radarrid.json': wantedMoviesSchema,
  'GET_api_movies_wanted__start0_len5.json': wantedMoviesSchema,
  'GET_api_providers.json': providerStatusListSchema,
  'GET_api_providers__history_true.json': providerStatusListSchema,
  'GET_api_providers_episodes__episodeid1.json': searchResultListSchema,
  'GET_api_providers_movies__radarrid7.json': searchResultListSchema,
  'GET_api_series.json': seriesListSchema,
  'GET_api_series__no_apikey.json': errorBodySchema,
  'GET_api_series__seriesid1.json': seriesListSchema,
  'GET_api_series__seriesid1_9.json': seriesListSchema,
  'GET_api_series__start0_len2.json': seriesListSchema,
  'GET_api_subtitles__episode.json': syncCandidatesEnvelopeSchema,
  'GET_api_subtitles__movie.json': syncCandidatesEnvelopeSchema,
  'GET_api_subtitles_info__Show.S01E02.json': subtitleInfoListSchema,
  'GET_api_subtitles_info__multi.json': subtitleInfoListSchema,
  'GET_api_system_announcements.json': announcementListSchema,
  'GET_api_system_backups.json': backupListSchema,
  'GET_api_system_health.json': healthListSchema,
  'GET_api_system_languages.json': languageListSchema,
  'GET_api_system_languages__history_true.json': languageListSchema,
  'GET_api_system_languages_profiles.json': languageProfileListSchema,
  'GET_api_system_logs.json': logListSchema,
  'GET_api_system_ping.json': pingSchema,
  'GET_api_system_releases.json': releaseListSchema,
  'GET_api_system_searches__query_bre.json': searchSuggestionListSchema,
  'GET_api_system_searches__query_the.json': searchSuggestionListSchema,
  'GET_api_system_settings.json': settingsSchema,
  'GET_api_system_status.json': systemStatusEnvelopeSchema,
  'GET_api_system_tasks.json': taskListSchema,
  'GET_api_system_tasks__taskid_update_series.json': taskListSchema,
  'GET_test_http_radarr_system_status__badkey.json': connectionTestReplySchema,
  'GET_test_http_sonarr_system_status__ok.json': connectionTestReplySchema,
};

/** JSON files in the folder that are not API responses the UI parses. */
const notResponses: Record<string, string> = {
  'swagger.json': 'the flask-restx spec, not a response the UI reads',
  'SOCKETIO_events.json': 'realtime events, covered by the realtime tests',
};

function parseSample<T extends z.ZodMiniType>(schema: T, name: string): z.output<T> {
  return schema.parse(sample(name));
}

describe('response schemas against the real Bazarr samples', () => {
  const jsonFiles = readdirSync(SAMPLES_DIR).filter((file) => file.endsWith('.json'));

  it('maps every JSON sample to a schema', () => {
    const uncovered = jsonFiles.filter(
      (file) => !(file in schemaOfSample) && !(file in notResponses),
    );
    expect(uncovered).toEqual([]);
    expect(Object.keys(schemaOfSample).filter((file) => !jsonFiles.includes(file))).toEqual([]);
  });

  it.each(Object.entries(schemaOfSample))('parses %s', (file, schema) => {
    const result = schema.safeParse(sample(file));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('reads series with their profile, tags and string year', () => {
    const { data, total } = parseSample(seriesListSchema, 'GET_api_series__seriesid1_9.json');
    expect(total).toBe(26);
    // Ordered by sort title, not by id.
    expect(data.map((series) => series.sonarrSeriesId)).toEqual([9, 1]);
    const breakingBad = data[1];
    expect(breakingBad).toMatchObject({
      title: 'Breaking Bad',
      year: '2008',
      monitored: true,
      audio_language: [],
    });
    expect(typeof breakingBad.profileId).toBe('number');
  });

  it('reads episodes with subtitles (null path = embedded) and missing languages', () => {
    const { data } = parseSample(episodeListSchema, 'GET_api_episodes__episodeids.json');
    expect(data.map((episode) => episode.sonarrEpisodeId)).toEqual([1, 61]);
    expect(data[0].missing_subtitles[0]).toEqual({
      name: 'French',
      code2: 'fr',
      code3: 'fra',
      forced: false,
      hi: false,
    });
    expect(data[0].subtitles[0].path).toMatch(/\.en\.srt$/);
    const movies = parseSample(movieListSchema, 'GET_api_movies.json').data;
    expect(movies.some((movie) => movie.subtitles.some((subtitle) => subtitle.path === null))).toBe(
      true,
    );
  });

  it('keeps history actions and scores as the API sends them', () => {
    const { data, total } = parseSample(
      episodeHistorySchema,
      'GET_api_episodes_history__episodeid2.json',
    );
    expect(total).toBe(13);
    expect(data.map((entry) => [entry.action, entry.score])).toEqual([
      [0, null],
      [4, '100.0%'],
    ]);
    expect(historyActionName(data[1].action)).toBe('Upload');
  });

  it('reads Python booleans of profiles and search results as the strings True/False', () => {
    const profiles = parseSample(
      languageProfileListSchema,
      'GET_api_system_languages_profiles.json',
    );
    const hiProfile = profiles.find((profile) => profile.profileId === 2);
    expect(hiProfile?.items.map((item) => [item.hi, item.forced])).toEqual([
      ['True', 'False'],
      ['False', 'True'],
    ]);
    expect(profiles.find((profile) => profile.profileId === 3)?.cutoff).toBe(65535);
    expect(profiles[0].originalFormat).toBe(false);
    const [result] = parseSample(
      searchResultListSchema,
      'GET_api_providers_movies__radarrid7.json',
    ).data;
    expect(result).toMatchObject({
      provider: 'embeddedsubtitles',
      hearing_impaired: 'False',
      forced: 'False',
      score: 100,
    });
    expect(result.original_format).toBe('0');
  });

  it('reads badges, settings and the connection test replies', () => {
    expect(parseSample(badgesSchema, 'GET_api_badges.json')).toEqual({
      episodes: 668,
      movies: 150,
      providers: 3,
      status: 2,
      sonarr_signalr: '',
      radarr_signalr: '',
      announcements: 3,
    });
    const settings = parseSample(settingsSchema, 'GET_api_system_settings.json');
    expect(settings.general.page_size).toBe(25);
    expect(settings.general.enabled_providers).toContain('podnapisi');
    expect(settings.auth.type).toBeNull();
    expect(settings.sonarr.port).toBe(8989);
    expect(settings.notifications.providers.length).toBeGreaterThan(10);
    expect(
      parseSample(connectionTestReplySchema, 'GET_test_http_sonarr_system_status__ok.json'),
    ).toMatchObject({
      status: true,
      version: '4.0.14.2939',
    });
    expect(
      parseSample(connectionTestReplySchema, 'GET_test_http_radarr_system_status__badkey.json'),
    ).toMatchObject({
      status: false,
      error: 'Access Denied. Check API key.',
    });
  });

  it('reads bare arrays: languages, search suggestions and folders', () => {
    const languages = parseSample(languageListSchema, 'GET_api_system_languages.json');
    expect(languages).toHaveLength(187);
    expect(languages[0]).toEqual({ name: 'Abkhazian', code2: 'ab', code3: 'abk', enabled: false });
    const suggestions = parseSample(
      searchSuggestionListSchema,
      'GET_api_system_searches__query_the.json',
    );
    expect(suggestions[0]).toMatchObject({ title: 'The Bear', year: '2022', sonarrSeriesId: 16 });
    expect(suggestions[1]).toMatchObject({ title: 'The Matrix', radarrId: 8 });
    expect(parseSample(fileEntryListSchema, 'GET_api_files__path_media.json')[0]).toEqual({
      name: 'movies',
      children: true,
      path: '/media/movies/',
    });
  });
});

describe('tolerance for other backends', () => {
  it('turns null or missing arrays into []', () => {
    const { data } = episodeListSchema.parse({
      data: [
        {
          sonarrEpisodeId: 1,
          sonarrSeriesId: 1,
          season: 1,
          episode: 1,
          title: null,
          path: '/tv/a.mkv',
          sceneName: null,
          monitored: true,
          subtitles: null,
          missing_subtitles: null,
        },
      ],
    });
    expect(data[0]).toMatchObject({
      subtitles: [],
      missing_subtitles: [],
      audio_language: [],
      title: '',
      sceneName: null,
    });
    expect(seriesListSchema.parse({ data: null, total: 0 })).toEqual({ data: [], total: 0 });
  });

  it('keeps unknown history action codes as numbers, shown as Unknown', () => {
    const [entry] = movieHistorySchema.parse({
      data: [
        {
          action: 42,
          title: 'X',
          radarrId: 1,
          timestamp: 'now',
          description: 'new kind',
          language: null,
        },
      ],
      total: 1,
    }).data;
    expect(entry.action).toBe(42);
    expect(historyActionName(entry.action)).toBe('Unknown');
  });

  it('lets languages this UI does not know pass', () => {
    const [language] = languageListSchema.parse([
      { name: 'Klingon', code2: 'tlh', code3: 'tlh', enabled: true },
    ]);
    expect(language.code2).toBe('tlh');
  });

  it('still rejects a wrongly typed field', () => {
    expect(
      seriesListSchema.safeParse({ data: [{ sonarrSeriesId: 'one', title: 'X' }], total: 1 })
        .success,
    ).toBe(false);
    expect(badgesSchema.safeParse({ episodes: 'many' }).success).toBe(false);
  });

  it('explains a mismatch in English (zod/mini registers no locale by itself)', () => {
    expect(badgesSchema.safeParse({ episodes: 'many' }).error?.issues).toMatchObject([
      { path: ['episodes'], message: 'Invalid input: expected number, received string' },
    ]);
  });
});

describe('Python booleans', () => {
  it("normalize other spellings to 'True'/'False' and convert back from booleans", () => {
    expect(['True', 'true', true, 1, '1'].map((value) => pythonBool.parse(value))).toEqual([
      'True',
      'True',
      'True',
      'True',
      'True',
    ]);
    expect(['False', 'false', false, 0, ''].map((value) => pythonBool.parse(value))).toEqual([
      'False',
      'False',
      'False',
      'False',
      'False',
    ]);
    expect([toPythonBool(true), toPythonBool('False'), isTrue('True')]).toEqual([
      'True',
      'False',
      true,
    ]);
  });
});
