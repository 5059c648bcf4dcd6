import {
  badgeText,
  groupBadgeText,
  hiddenChildPaths,
  homePath,
  NAVIGATION,
  visibleNavigation,
  type BadgeCounts,
} from '../../src/layout/navigation';
import { foldText, stillMatching, toSuggestions } from '../../src/layout/searchSuggestions';
import { maskStack, reportIssueUrl } from '../../src/components/errors/maskStack';

const badges: BadgeCounts = {
  sonarr_signalr: '',
  radarr_signalr: 'LIVE',
  episodes: 12,
  movies: 0,
  providers: 2,
  status: 4,
  announcements: 1,
};

function names(flags: { sonarr: boolean; radarr: boolean }) {
  return visibleNavigation(flags).map((group) => [
    group.name,
    (group.children ?? []).map((child) => child.name),
  ]);
}

describe('navigation model', () => {
  it('hides series entries without Sonarr and movie entries without Radarr', () => {
    expect(names({ sonarr: true, radarr: false })).toEqual([
      ['Series', []],
      ['History', ['Episodes', 'Statistics']],
      ['Wanted', ['Episodes']],
      ['Coverage', []],
      ['Blacklist', ['Episodes']],
      [
        'Settings',
        [
          'General',
          'Languages',
          'Providers',
          'Subtitles',
          'Sonarr',
          'Radarr',
          'Plex',
          'Notifications',
          'Scheduler',
          'UI',
        ],
      ],
      ['System', ['Tasks', 'Logs', 'Providers', 'Backups', 'Status', 'Releases', 'Announcements']],
    ]);
    expect(hiddenChildPaths({ sonarr: true, radarr: false })).toEqual([
      '/history/movies',
      '/wanted/movies',
      '/blacklist/movies',
    ]);
  });

  it('keeps only Settings and System when both managers are off', () => {
    expect(names({ sonarr: false, radarr: false }).map(([name]) => name)).toEqual([
      'Settings',
      'System',
    ]);
    // Whole groups are gone, so none of their children need a separate 404 route.
    expect(hiddenChildPaths({ sonarr: false, radarr: false })).toEqual([]);
  });

  it('lists Jellyfin under Settings only for a Bazarr that has it, and keeps its route either way', () => {
    const settings = (settingsSections?: string[]) =>
      visibleNavigation({ sonarr: true, radarr: true, settingsSections })
        .find((group) => group.path === 'settings')!
        .children!.map((child) => child.name);
    expect(settings(['general', 'plex', 'jellyfin'])).toEqual(
      expect.arrayContaining(['Plex', 'Jellyfin', 'Notifications']),
    );
    expect(settings(['general', 'plex', 'jellyfin']).indexOf('Jellyfin')).toBe(
      settings(['general', 'plex', 'jellyfin']).indexOf('Plex') + 1,
    );
    expect(settings(['general', 'plex'])).not.toContain('Jellyfin');
    // The settings not in yet: hidden.
    expect(settings()).not.toContain('Jellyfin');
    // The page says itself that this Bazarr lacks it: no 404 route, which would flash before the settings are in.
    expect(hiddenChildPaths({ sonarr: true, radarr: true })).not.toContain('/settings/jellyfin');
  });

  it('leads home to series, then movies, then the general settings', () => {
    expect(homePath({ sonarr: true, radarr: true })).toBe('/series');
    expect(homePath({ sonarr: false, radarr: true })).toBe('/movies');
    expect(homePath({ sonarr: false, radarr: false })).toBe('/settings/general');
  });

  it('shows counts above zero and non-empty SignalR texts only', () => {
    expect(badgeText(badges, 'episodes')).toBe('12');
    expect(badgeText(badges, 'movies')).toBeNull();
    expect(badgeText(badges, 'radarr_signalr')).toBe('LIVE');
    expect(badgeText(badges, 'sonarr_signalr')).toBeNull();
    expect(badgeText(undefined, 'episodes')).toBeNull();
  });

  it('sums the counts of a group', () => {
    const group = (path: string) => NAVIGATION.find((candidate) => candidate.path === path)!;
    const [wanted, system] = [group('wanted'), group('system')];
    expect(groupBadgeText(badges, wanted)).toBe('12');
    // Providers, health issues (Status) and announcements.
    expect(groupBadgeText(badges, system)).toBe('7');
    expect(badgeText(badges, 'status')).toBe('4');
    expect(groupBadgeText({ ...badges, episodes: 0 }, wanted)).toBeNull();
  });
});

describe('search suggestions', () => {
  it('labels each result with its year, kind and poster and links it, leaving out results without an id', () => {
    expect(
      toSuggestions([
        {
          title: 'The Bear',
          year: '2022',
          sonarrSeriesId: 16,
          poster: '/bazarr/images/series/16/poster.jpg',
        },
        { title: 'The Matrix', year: '1999', radarrId: 8, poster: 'https://elsewhere/x.jpg' },
        { title: 'Orphan', year: '2009' },
        { title: 'No Year', year: '', radarrId: 3 },
      ]),
    ).toEqual([
      {
        value: 'series-16',
        label: 'The Bear (2022)',
        title: 'The Bear',
        year: '2022',
        path: '/series/16',
        kind: 'series',
        poster: '/bazarr/images/series/16/poster.jpg',
      },
      {
        value: 'movie-8',
        label: 'The Matrix (1999)',
        title: 'The Matrix',
        year: '1999',
        path: '/movies/8',
        kind: 'movie',
        poster: null,
      },
      {
        value: 'movie-3',
        label: 'No Year',
        title: 'No Year',
        year: '',
        path: '/movies/3',
        kind: 'movie',
        poster: null,
      },
    ]);
  });

  it('narrows earlier suggestions case- and accent-insensitively', () => {
    const suggestions = toSuggestions([
      { title: 'Amélie', year: '2001', radarrId: 12 },
      { title: 'American Gods', year: '2017', sonarrSeriesId: 4 },
      { title: 'The Bear', year: '2022', sonarrSeriesId: 16 },
    ]);
    expect(stillMatching(suggestions, 'AMEL').map((item) => item.title)).toEqual(['Amélie']);
    expect(stillMatching(suggestions, ' amé ').map((item) => item.title)).toEqual([
      'Amélie',
      'American Gods',
    ]);
    expect(foldText('Pokémon Ça')).toBe('pokemon ca');
  });
});

describe('crash report masking', () => {
  const secrets = {
    origin: 'https://media.example.org:6767',
    host: 'media.example.org:6767',
    apiKey: 'k'.repeat(32),
  };

  it('masks the origin, the host and the key', () => {
    const stack = `Error at https://media.example.org:6767/assets/main.js\n at ws://media.example.org:6767/socket?key=${'k'.repeat(32)}`;
    expect(maskStack(stack, secrets)).toBe(
      'Error at ********/assets/main.js\n at ws://********/socket?key=********',
    );
  });

  it("builds an issue link on this project's tracker carrying the masked report, kept short", () => {
    const url = new URL(
      reportIssueUrl('boom', 'x'.repeat(10_000), '0.1.0', 'https://example.org/desk/issues/') ?? '',
    );
    expect(url.origin + url.pathname).toBe('https://example.org/desk/issues/new');
    expect(url.searchParams.get('title')).toBe('UI crash (0.1.0): boom');
    expect((url.searchParams.get('body') ?? '').length).toBeLessThan(4200);
  });

  it('gives no link when package.json names no tracker', () => {
    expect(reportIssueUrl('boom', 'report', '0.1.0', '')).toBeNull();
  });
});
