import type { EpisodeRecord, MovieRecord, SeriesRecord, SubtitleRecord } from '../state/types';
import {
  episodeTitle,
  folderTitle,
  generatedTitle,
  MOVIE_TITLES,
  sceneTitle,
  SERIES_TITLES,
  sortTitle,
} from './names';
import { addCleanupCases } from './cleanupCases';
import { distribute, type Random } from './random';

export interface LibrarySize {
  series: number;
  episodes: number;
  movies: number;
  /** Seasons and episodes of the one very long series (the last curated one). */
  longSeries: { seasons: number; episodes: number };
}

export const SIZES: Record<'small' | 'large', LibrarySize> = {
  small: { series: 30, episodes: 760, movies: 100, longSeries: { seasons: 6, episodes: 72 } },
  large: {
    series: 2000,
    episodes: 100_000,
    movies: 10_000,
    longSeries: { seasons: 40, episodes: 1000 },
  },
};

const ANIME = new Set([
  'Pokémon',
  'Fullmetal Alchemist: Brotherhood',
  'Attack on Titan',
  'Cowboy Bebop',
  'One Piece',
  'Shōgun',
]);
const QUALITIES = ['WEBDL-1080p', 'HDTV-720p', 'Bluray-1080p', 'WEBRip-1080p', 'Bluray-2160p'];
const GROUPS = ['GalaxyTV', 'KOGi', 'EDITH', 'NTb', 'FLUX', 'SiGMA'];
const NETWORKS = ['HBO', 'Netflix', 'AMC', 'BBC One', 'FX', 'Hulu'];
const TAG_SETS: string[][] = [[], [], [], ['4k'], ['french'], ['4k', 'french']];
/** Weighted toward the first profile; null means 'no profile'. */
const PROFILES: (number | null)[] = [1, 1, 1, 2, 4, 5, null];
const PROFILE_LANGUAGES: Record<number, string[]> = {
  1: ['en', 'fr'],
  2: ['en'],
  3: ['en', 'ja'],
  4: ['fr'],
  5: ['es', 'en'],
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Series whose last episodes are specials (season 0, Sonarr's 'Specials' folder), as on a real library; picked by
 * title and position, not by the random stream, so the rest of the seeded library stays as it was.
 */
const SPECIALS: Record<string, number> = { Sherlock: 2, 'The Office': 3 };
const specialsOf = (title: string, index: number, longIndex: number) =>
  SPECIALS[title] ?? (index !== longIndex && index % 25 === 24 ? 1 : 0);

/** Subtitles for a video: some wanted languages present, a few embedded tracks, the odd HI or forced file. */
function subtitlesFor(
  videoPath: string,
  profileId: number | null,
  random: Random,
): SubtitleRecord[] {
  const stem = videoPath.replace(/\.[^.]+$/, '');
  const wanted = profileId === null ? ['en'] : (PROFILE_LANGUAGES[profileId] ?? ['en']);
  const subtitles: SubtitleRecord[] = [];
  if (random.chance(0.15))
    subtitles.push({ code2: 'en', forced: false, hi: false, path: null, file_size: null });
  for (const code2 of wanted) {
    if (!random.chance(0.5)) continue;
    const hi = profileId === 2 || random.chance(0.08);
    subtitles.push({
      code2,
      forced: false,
      hi,
      path: `${stem}.${code2}${hi ? '.hi' : ''}.srt`,
      file_size: random.int(18_000, 95_000),
    });
  }
  if (profileId === 2 && random.chance(0.3)) {
    subtitles.push({
      code2: 'en',
      forced: true,
      hi: false,
      path: `${stem}.en.forced.srt`,
      file_size: random.int(900, 4_000),
    });
  }
  if (random.chance(0.04))
    subtitles.push({
      code2: 'de',
      forced: false,
      hi: false,
      path: `${stem}.de.srt`,
      file_size: random.int(18_000, 95_000),
    });
  return subtitles;
}

interface SeriesSeed {
  title: string;
  year: number;
  network: string;
}

function seriesSeeds(count: number, random: Random): SeriesSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const curated = SERIES_TITLES[index];
    if (curated) return { title: curated[0], year: curated[1], network: curated[2] };
    return {
      title: generatedTitle(index),
      year: random.int(1985, 2025),
      network: random.pick(NETWORKS),
    };
  });
}

/** How many episodes each series gets: the long one fixed, the others spread around the average. */
function episodeCounts(size: LibrarySize, longIndex: number, random: Random): number[] {
  const others = distribute(size.episodes - size.longSeries.episodes, size.series - 1, random);
  return Array.from({ length: size.series }, (_, index) =>
    index === longIndex
      ? size.longSeries.episodes
      : (others[index < longIndex ? index : index - 1] ?? 1),
  );
}

export interface Library {
  series: SeriesRecord[];
  episodes: EpisodeRecord[];
  movies: MovieRecord[];
}

export function generateLibrary(size: LibrarySize, random: Random): Library {
  const seeds = seriesSeeds(size.series, random);
  const longIndex = Math.min(SERIES_TITLES.length, size.series) - 1;
  const counts = episodeCounts(size, longIndex, random);
  const series: SeriesRecord[] = [];
  const episodes: EpisodeRecord[] = [];
  seeds.forEach((seed, index) => {
    const id = index + 1;
    const anime = ANIME.has(seed.title);
    const daily = seed.title.startsWith('Daily');
    const folder = `/media/tv/${folderTitle(seed.title)} (${seed.year})`;
    const profileId = anime ? 3 : random.pick(PROFILES);
    const audio = anime ? ['ja'] : random.chance(0.9) ? ['en'] : ['es'];
    const count = counts[index] ?? 1;
    const perSeason =
      index === longIndex
        ? Math.ceil(size.longSeries.episodes / size.longSeries.seasons)
        : random.int(6, 16);
    const ended = random.chance(0.5);
    const seasons = Math.ceil(count / perSeason);
    series.push({
      id,
      title: seed.title,
      sortTitle: sortTitle(seed.title),
      year: String(seed.year),
      path: folder,
      overview: `${seed.title} (${seed.year}) is a ${anime ? 'anime' : 'standard'} series originally broadcast on ${seed.network}.`,
      imdbId: `tt${String(900_000 + id * 37).padStart(7, '0')}`,
      tvdbId: 70_000 + id * 13,
      seriesType: anime ? 'anime' : daily ? 'daily' : 'standard',
      monitored: random.chance(0.9),
      ended,
      lastAired: `${Math.min(2025, seed.year + seasons)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      tags: anime ? ['anime'] : random.pick(TAG_SETS),
      profileId,
      audio: random.chance(0.3) ? [] : audio,
      alternativeTitles: seed.title === 'Money Heist' ? ['La Casa de Papel'] : [],
    });
    const quality = random.pick(QUALITIES);
    const group = random.pick(GROUPS);
    const specials = Math.min(specialsOf(seed.title, index, longIndex), count - 1);
    for (let n = 0; n < count; n += 1) {
      const special = n >= count - specials;
      const season = special ? 0 : Math.floor(n / perSeason) + 1;
      const number = special ? n - (count - specials) + 1 : (n % perSeason) + 1;
      const title = episodeTitle(random);
      const code = `S${pad(season)}E${pad(number)}`;
      const seasonFolder = special ? 'Specials' : `Season ${pad(season)}`;
      const path = `${folder}/${seasonFolder}/${folderTitle(seed.title)} - ${code} - ${title} [${quality}].mkv`;
      episodes.push({
        id: episodes.length + 1,
        seriesId: id,
        season,
        episode: number,
        title,
        path,
        sceneName: `${sceneTitle(seed.title)}.${code}.${quality.split('-')[1] ?? '1080p'}.${quality.split('-')[0]}.H.265-${group}`,
        monitored: random.chance(0.95),
        audio,
        subtitles: subtitlesFor(path, profileId, random),
      });
    }
  });
  const movies = generateMovies(size.movies, random);
  addCleanupCases(movies);
  return { series, episodes, movies };
}

function generateMovies(count: number, random: Random): MovieRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const curated = MOVIE_TITLES[index];
    const title = curated ? curated[0] : generatedTitle(index * 3 + 1);
    const year = curated ? curated[1] : random.int(1950, 2025);
    const folder = `${folderTitle(title)} (${year})`;
    const quality = random.pick(QUALITIES);
    const path = `/media/movies/${folder}/${folder} [${quality}].mkv`;
    const profileId = random.pick(PROFILES);
    return {
      id,
      title,
      sortTitle: sortTitle(title),
      year: String(year),
      path,
      sceneName: `${sceneTitle(title)}.${year}.${quality.split('-')[1] ?? '1080p'}.${quality.split('-')[0]}.x264-${random.pick(GROUPS)}`,
      overview: `${title} is a ${year} film.`,
      imdbId: `tt${String(100_000 + id * 53).padStart(7, '0')}`,
      monitored: random.chance(0.92),
      tags: random.pick(TAG_SETS),
      profileId,
      audio:
        title === 'Amélie' || title.startsWith('La ') || title.startsWith('Le ') ? ['fr'] : ['en'],
      alternativeTitles: title === 'Amélie' ? ['Le Fabuleux Destin d’Amélie Poulain'] : [],
      subtitles: subtitlesFor(path, profileId, random),
    };
  });
}
