import { backendOf } from '../../../src/api/backend/capabilities';
import { detectedLine, untestedMessage } from '../../../src/api/backend/describeBackend';

const NONE = {
  hasJobs: false,
  actionsAreJobs: false,
  canClearJobQueue: false,
  canReorderJobs: false,
  queuesWork: false,
  hasBackupEvent: false,
  searchResultsExpire: false,
  plexSignIn: false,
  plexLibraries: false,
  plexAutopulse: false,
  plexLibraryLists: false,
  plexWebhookNeedsHostname: false,
};
const ALL = {
  hasJobs: true,
  actionsAreJobs: true,
  canClearJobQueue: true,
  canReorderJobs: true,
  queuesWork: true,
  hasBackupEvent: true,
  searchResultsExpire: true,
  plexSignIn: true,
  plexLibraries: true,
  plexAutopulse: true,
  plexLibraryLists: true,
  plexWebhookNeedsHostname: true,
};

const PLEX_1_5_3 = { plexSignIn: true, plexLibraries: true };
const PLEX_1_5_4 = { ...PLEX_1_5_3, plexAutopulse: true, plexLibraryLists: true };

describe('backendOf', () => {
  it.each([
    ['1.5.2', 'bazarr', NONE],
    ['1.5.3-beta.24', 'bazarr', { ...NONE, ...PLEX_1_5_3 }],
    ['1.5.3', 'bazarr', { ...NONE, hasJobs: true, ...PLEX_1_5_3 }],
    ['1.5.4-beta.16', 'bazarr', { ...NONE, hasJobs: true, ...PLEX_1_5_3, plexAutopulse: true }],
    [
      '1.5.4',
      'bazarr',
      {
        ...NONE,
        hasJobs: true,
        actionsAreJobs: true,
        canClearJobQueue: true,
        ...PLEX_1_5_4,
      },
    ],
    [
      '1.5.5',
      'bazarr',
      {
        ...ALL,
        queuesWork: false,
        hasBackupEvent: false,
        searchResultsExpire: false,
        plexWebhookNeedsHostname: false,
      },
    ],
    // 1.5.6's betas: writes queued from beta.6, the backup event from beta.10, webhooks need a hostname from beta.12.
    [
      '1.5.6-beta.6',
      'bazarr',
      {
        ...ALL,
        hasBackupEvent: false,
        searchResultsExpire: false,
        plexWebhookNeedsHostname: false,
      },
    ],
    [
      '1.5.6-beta.10',
      'bazarr',
      { ...ALL, searchResultsExpire: false, plexWebhookNeedsHostname: false },
    ],
    ['1.5.6-beta.12', 'bazarr', { ...ALL, searchResultsExpire: false }],
    ['1.5.6', 'bazarr', { ...ALL, searchResultsExpire: false }],
    // Results kept an hour from 1.5.7-beta.1 (subtitles/cache.py).
    ['1.5.7-beta.0', 'bazarr', { ...ALL, searchResultsExpire: false }],
    ['1.5.7-beta.1', 'bazarr', ALL],
    ['v1.6.0', 'bazarr', ALL],
    ['2.1.0', 'bazarr-plus', ALL],
    ['garbage', 'unknown', NONE],
    ['', 'unknown', NONE],
  ])('%j is %s with its capabilities', (reported, family, capabilities) => {
    expect(backendOf(reported)).toMatchObject({ reported, family, ...capabilities });
  });

  it.each([
    ['1.5.3-beta.19', {}],
    ['1.5.3-beta.20', { plexSignIn: true }],
    ['1.5.3-beta.22', { plexSignIn: true }],
    ['1.5.3-beta.23', PLEX_1_5_3],
    ['1.5.4-beta.5', PLEX_1_5_3],
    ['1.5.4-beta.6', { ...PLEX_1_5_3, plexAutopulse: true }],
    ['1.5.4-beta.26', { ...PLEX_1_5_3, plexAutopulse: true }],
    ['1.5.4-beta.27', PLEX_1_5_4],
    ['1.5.6-beta.11', PLEX_1_5_4],
    ['1.5.6-beta.12', { ...PLEX_1_5_4, plexWebhookNeedsHostname: true }],
  ])('%j has the Plex features of its first tags: %j', (reported, plex) => {
    const { plexSignIn, plexLibraries, plexAutopulse, plexLibraryLists, plexWebhookNeedsHostname } =
      backendOf(reported);
    expect({
      plexSignIn,
      plexLibraries,
      plexAutopulse,
      plexLibraryLists,
      plexWebhookNeedsHostname,
    }).toEqual({
      plexSignIn: false,
      plexLibraries: false,
      plexAutopulse: false,
      plexLibraryLists: false,
      plexWebhookNeedsHostname: false,
      ...plex,
    });
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
      'Bazarr 1.5.4 · jobs queue, actions as jobs, clearing job lists, Plex sign-in, Plex libraries and webhooks, Autopulse configuration, several Plex libraries',
    ],
    [
      'v1.5.6',
      'Bazarr 1.5.6 · jobs queue, actions as jobs, clearing job lists, job reordering, queued actions, backup events, Plex sign-in, Plex libraries and webhooks, Autopulse configuration, several Plex libraries, webhooks need a hostname',
    ],
    [
      '2.1.0',
      'Bazarr+ 2.1.0 · jobs queue, actions as jobs, clearing job lists, job reordering, queued actions, backup events, expiring search results, Plex sign-in, Plex libraries and webhooks, Autopulse configuration, several Plex libraries, webhooks need a hostname',
    ],
    ['garbage', 'Unknown version · base features (no jobs queue)'],
  ])('%j: %s', (reported, line) => {
    expect(detectedLine(backendOf(reported))).toBe(line);
  });
});
