import { compareVersions, parseBazarrVersion } from '../../../src/domain/bazarrVersion';
import { backendOf, CAPABILITIES, type Capability } from '../../../src/api/backend/capabilities';
import { detectedLine, untestedMessage } from '../../../src/api/backend/describeBackend';

const NONE = Object.fromEntries(Object.keys(CAPABILITIES).map((name) => [name, false])) as Record<
  Capability,
  boolean
>;
const ALL = Object.fromEntries(Object.keys(CAPABILITIES).map((name) => [name, true])) as Record<
  Capability,
  boolean
>;
/** What the 1.6 lines add: the viewer from 1.6.0, embedded tracks by id and the lists' filters from 1.6.1. */
const WITHOUT_1_6 = {
  hasJellyfin: false,
  hasSubtitleContents: false,
  canExtractEmbedded: false,
  canTranslateEmbedded: false,
  hasServerListQuery: false,
};
const WITHOUT_1_6_1 = {
  canExtractEmbedded: false,
  canTranslateEmbedded: false,
  hasServerListQuery: false,
};

/** Every capability of versions up to and including this one. */
const upTo = (version: string) =>
  Object.fromEntries(
    Object.entries(CAPABILITIES).map(([name, { since }]) => [
      name,
      compareVersions(parseBazarrVersion(since)!, parseBazarrVersion(version)!) <= 0,
    ]),
  ) as Record<Capability, boolean>;

describe('backendOf', () => {
  it.each([
    ['1.5.2', 'bazarr', NONE],
    // Profile items' audio_only_include from the first 1.5.3 beta, the translator section from beta.4.
    ['1.5.3-beta.0', 'bazarr', { ...NONE, hasAudioOnlyInclude: true }],
    ['1.5.3-beta.4', 'bazarr', { ...NONE, hasAudioOnlyInclude: true, hasTranslatorChoice: true }],
    ['1.5.3-beta.24', 'bazarr', { ...upTo('1.5.3-beta.24'), hasJobs: false }],
    [
      '1.5.3',
      'bazarr',
      {
        ...upTo('1.5.3-beta.28'),
        hasJobs: true,
        dropsArgenteamTusubtitulo: true,
        hasPostgresUrl: false,
      },
    ],
    [
      '1.5.4-beta.16',
      'bazarr',
      { ...upTo('1.5.4-beta.14'), hasAnimeSubInfo: true, actionsAreJobs: false },
    ],
    [
      '1.5.4',
      'bazarr',
      {
        ...upTo('1.5.4-beta.38'),
        hasJobs: true,
        actionsAreJobs: true,
        canClearJobQueue: true,
        hasSubtis: false,
      },
    ],
    [
      '1.5.5',
      'bazarr',
      {
        ...upTo('1.5.5-beta.16'),
        canReorderJobs: true,
        hasConcurrentJobs: true,
        queuesWork: false,
      },
    ],
    // 1.5.6's betas: writes queued from beta.6, Subdivx gone from beta.8, the backup event and SubX from beta.10.
    ['1.5.6-beta.6', 'bazarr', { ...upTo('1.5.6-beta.6'), dropsSubdivx: false }],
    ['1.5.6-beta.10', 'bazarr', { ...upTo('1.5.6-beta.10'), hasBackupEvent: true, hasSubX: true }],
    ['1.5.6', 'bazarr', { ...ALL, ...WITHOUT_1_6, searchResultsExpire: false }],
    // Results kept an hour from 1.5.7-beta.1 (subtitles/cache.py).
    ['1.5.7-beta.0', 'bazarr', { ...ALL, ...WITHOUT_1_6, searchResultsExpire: false }],
    ['1.5.7-beta.1', 'bazarr', { ...ALL, ...WITHOUT_1_6 }],
    // Jellyfin from 1.5.7-beta.26.
    ['1.5.7-beta.25', 'bazarr', { ...ALL, ...WITHOUT_1_6 }],
    ['1.5.7-beta.26', 'bazarr', { ...ALL, ...WITHOUT_1_6, hasJellyfin: true }],
    // The subtitle viewer from 1.6.0; extracting and translating embedded tracks and the lists' filters from 1.6.1.
    ['v1.6.0', 'bazarr', { ...ALL, ...WITHOUT_1_6_1 }],
    ['1.6.1-beta.4', 'bazarr', { ...ALL, ...WITHOUT_1_6_1 }],
    ['1.6.1', 'bazarr', ALL],
    // Bazarr+ took Jellyfin in 2.2.0 (with one more key, verify_ssl, which this page leaves as it is).
    ['2.1.0', 'bazarr-plus', { ...ALL, hasJellyfin: false }],
    ['2.2.0', 'bazarr-plus', ALL],
    ['garbage', 'unknown', NONE],
    ['', 'unknown', NONE],
  ])('%j is %s with its capabilities', (reported, family, capabilities) => {
    expect(backendOf(reported)).toMatchObject({ reported, family, ...capabilities });
  });

  it('answers as 1.5.2 before the status is in, and says nothing of the tested range', () => {
    expect(backendOf(null)).toEqual({
      reported: null,
      version: null,
      family: 'unknown',
      untested: false,
      ...NONE,
    });
    expect(detectedLine(backendOf(null))).toBeNull();
    expect(untestedMessage(backendOf(null))).toBeNull();
  });

  it.each([
    ['1.5.2', false],
    ['v1.5.3-beta.4', false],
    ['1.6.0', false],
    ['1.6.12-beta.3', false],
    ['1.5.1', true],
    ['1.5.2-beta.3', true],
    ['1.4.5', true],
    ['1.7.0-beta.1', true],
    ['1.7.0', true],
    ['2.1.0', true],
    ['unknown', true],
  ])('reads %j as untested: %s', (reported, untested) => {
    expect(backendOf(reported).untested).toBe(untested);
  });
});

describe('what the UI says it detected', () => {
  it.each([
    ['1.5.2', 'Bazarr 1.5.2 · base features (no jobs queue)'],
    [
      '1.5.4',
      'Bazarr 1.5.4 · jobs queue, actions as jobs, clearing job lists, Plex sign-in · 16 settings and providers of this version',
    ],
    [
      'v1.5.6',
      'Bazarr 1.5.6 · jobs queue, actions as jobs, clearing job lists, job reordering, queued actions, backup events, Plex sign-in · 25 settings and providers of this version',
    ],
    [
      '2.1.0',
      'Bazarr+ 2.1.0 · jobs queue, actions as jobs, clearing job lists, job reordering, queued actions, backup events, expiring search results, Plex sign-in · 29 settings and providers of this version',
    ],
    ['garbage', 'Unknown version · base features (no jobs queue)'],
  ])('%j: %s', (reported, line) => {
    expect(detectedLine(backendOf(reported))).toBe(line);
  });
});
