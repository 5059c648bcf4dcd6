import { http, HttpResponse } from 'msw';
import settingsSeed from '../../src/demo/core/seed/data/settings.json';

/** The answers the shell itself needs (settings, badges, search), shaped like Bazarr's (api-samples/). */
export interface ShellScenario {
  useSonarr?: boolean;
  useRadarr?: boolean;
  authType?: 'form' | 'basic' | null;
  theme?: 'auto' | 'light' | 'dark';
  badges?: Partial<typeof BADGES>;
}

export const BADGES = {
  episodes: 668,
  movies: 150,
  providers: 3,
  status: 2,
  sonarr_signalr: '',
  radarr_signalr: '',
  announcements: 4,
};

export const SEARCH_RESULTS = [
  {
    title: 'Amélie',
    year: '2001',
    radarrId: 12,
    poster: '/images/movies/MediaCover/12/poster-500.jpg',
  },
  {
    title: 'Breaking Bad',
    year: '2008',
    sonarrSeriesId: 1,
    poster: '/images/series/MediaCover/1/poster-250.jpg',
  },
  { title: 'Broken Result', year: '1999' },
];

function settingsFor(scenario: ShellScenario) {
  return {
    ...settingsSeed,
    general: {
      ...settingsSeed.general,
      use_sonarr: scenario.useSonarr ?? true,
      use_radarr: scenario.useRadarr ?? true,
      theme: scenario.theme ?? 'auto',
    },
    auth: { ...settingsSeed.auth, type: scenario.authType ?? null },
  };
}

/** msw handlers for the shell's requests; page tests add their own. */
export function shellHandlers(scenario: ShellScenario = {}) {
  return [
    http.get('*/api/system/settings', () => HttpResponse.json(settingsFor(scenario))),
    http.get('*/api/badges', () => HttpResponse.json({ ...BADGES, ...scenario.badges })),
    http.get('*/api/system/searches', ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      const plain = (text: string) =>
        text
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase();
      return HttpResponse.json(
        SEARCH_RESULTS.filter((result) => plain(result.title).includes(plain(query))),
      );
    }),
    http.get('*/api/system/ping', () => HttpResponse.json({ status: 'OK' })),
  ];
}
