import profiles from './data/profiles.json';
import settings from './data/settings.json';
import { LANGUAGE_TABLE } from '../state/languages';
import type {
  DemoState,
  LanguageProfile,
  MovieRecord,
  SeriesRecord,
  SettingsTree,
} from '../state/types';
import type { DemoSize } from '../types';
import { seedHistory } from './history';
import { generateLibrary, SIZES } from './library';
import { createRandom } from './random';
import {
  BAZARR_VERSION,
  seedAnnouncements,
  seedBackups,
  seedHealth,
  seedLogs,
  seedProviders,
  seedReleases,
  seedTasks,
} from './system';
import { emptyJobs } from '../jobs/records';

export const DEFAULT_SEED = 42;
export const ENABLED_LANGUAGES = ['en', 'fr', 'es', 'ja', 'de'];

export interface SeedOptions {
  seed?: number;
  size?: DemoSize;
  now: number;
}

const bySortTitle = (a: SeriesRecord | MovieRecord, b: SeriesRecord | MovieRecord) =>
  a.sortTitle.localeCompare(b.sortTitle) || a.id - b.id;

/** A fresh, deterministic state: the same seed and size always give the same library. */
export function createState({ seed = DEFAULT_SEED, size = 'small', now }: SeedOptions): DemoState {
  const random = createRandom(seed);
  const library = generateLibrary(SIZES[size], random);
  const settingsTree = structuredClone(settings) as SettingsTree;
  const enabledProviders = settingsTree.general?.enabled_providers;
  const episodesBySeries = new Map<number, number[]>();
  for (const episode of library.episodes) {
    const list = episodesBySeries.get(episode.seriesId);
    if (list) list.push(episode.id);
    else episodesBySeries.set(episode.seriesId, [episode.id]);
  }
  const state: DemoState = {
    series: new Map(library.series.map((series) => [series.id, series])),
    seriesOrder: [...library.series].sort(bySortTitle).map((series) => series.id),
    episodes: new Map(library.episodes.map((episode) => [episode.id, episode])),
    episodesBySeries,
    movies: new Map(library.movies.map((movie) => [movie.id, movie])),
    movieOrder: [...library.movies].sort(bySortTitle).map((movie) => movie.id),
    history: [],
    nextHistoryId: 1,
    blacklist: [],
    languages: LANGUAGE_TABLE.map((language) => ({
      ...language,
      enabled: ENABLED_LANGUAGES.includes(language.code2),
    })),
    profiles: structuredClone(profiles) as LanguageProfile[],
    settings: settingsTree,
    providers: seedProviders(Array.isArray(enabledProviders) ? enabledProviders.map(String) : []),
    tasks: seedTasks(),
    logs: seedLogs(now),
    backups: seedBackups(now),
    announcements: seedAnnouncements(),
    releases: seedReleases(),
    health: seedHealth(),
    sessions: new Set(),
    startTime: now,
    bazarrVersion: BAZARR_VERSION,
    signalr: { sonarr: '', radarr: '' },
    jobs: emptyJobs(),
    offline: [],
    version: 0,
  };
  const historyCount = size === 'large' ? 3000 : 40;
  seedHistory(state, random, now, {
    episode: historyCount,
    movie: Math.round(historyCount * 0.75),
  });
  return state;
}
