import type { SkipToken } from '@reduxjs/toolkit/query';
import type { PageArgs, Paged, SubtitleLanguage } from '../../../api/schemas/common';
import type { WantedEpisode, WantedMovie } from '../../../api/schemas/wanted';
import { useGetEpisodesByIdsQuery } from '../../../api/episodes';
import { useGetMoviesByIdsQuery } from '../../../api/movies';
import {
  useReadWantedEpisodesQuery,
  useReadWantedMoviesQuery,
  wantedScanApi,
} from '../../../api/wantedScan';
import type { RootState } from '../../../lib/store';
import { episodesSelectors } from '../../../entities/episodesSlice';
import { moviesSelectors } from '../../../entities/moviesSlice';
import type { TaskRequest } from '../../../tasks/tasksSlice';
import { seasonOfEpisodeNumber, type WantedFacts } from './wantedFilters';
import { episodeSearchTask, movieSearchTask } from '../wantedSearch';

/** A part of the whole list as the cache holds it. */
export interface WantedChunk<T> {
  data?: Paged<T>;
  isError: boolean;
  error?: unknown;
}

/** The library's answer about some ids: those it holds now (into the entity slices). */
export interface LibraryAnswer {
  currentData?: { ids: readonly number[] };
}

/** A wanted item: what it misses. */
export interface WantedItem {
  missing_subtitles: SubtitleLanguage[];
}

/** What differs between the wanted episodes and the wanted movies when a filter is set. */
export interface WantedKind<T extends WantedItem> {
  /** 'episodes', 'movies': in 'x of y episodes match'. */
  noun: string;
  /** Episodes have seasons, so specials can be hidden. */
  hasSpecials: boolean;
  idOf: (item: T) => number;
  facts: (item: T) => WantedFacts;
  /** Subscribes to one part of the whole list (a snapshot, see `readWantedEpisodes`). */
  usePage: (args: PageArgs | SkipToken) => WantedChunk<T> & { refetch: () => unknown };
  selectPage: (args: PageArgs) => (state: RootState) => WantedChunk<T>;
  /**
   * Reads the given items from the library (the rows shown), kept fresh there by realtime events. Not from the
   * wanted route: Bazarr up to 1.5.7 answers `episodes/wanted?episodeid[]=` with no rows at all.
   */
  useByIds: (ids: number[] | SkipToken) => LibraryAnswer;
  /** What the library says the item misses now; undefined when it does not hold it. */
  selectMissing: (state: RootState, id: number) => readonly SubtitleLanguage[] | undefined;
  searchTask: (item: T, language: SubtitleLanguage) => TaskRequest;
}

export const wantedEpisodesKind: WantedKind<WantedEpisode> = {
  noun: 'episodes',
  hasSpecials: true,
  idOf: (episode) => episode.sonarrEpisodeId,
  facts: (episode) => ({
    title: episode.seriesTitle,
    season: seasonOfEpisodeNumber(episode.episode_number),
    missing: episode.missing_subtitles,
  }),
  usePage: useReadWantedEpisodesQuery,
  selectPage: (args) => wantedScanApi.endpoints.readWantedEpisodes.select(args),
  useByIds: useGetEpisodesByIdsQuery,
  selectMissing: (state, id) => episodesSelectors.selectById(state, id)?.missing_subtitles,
  searchTask: episodeSearchTask,
};

export const wantedMoviesKind: WantedKind<WantedMovie> = {
  noun: 'movies',
  hasSpecials: false,
  idOf: (movie) => movie.radarrId,
  facts: (movie) => ({ title: movie.title, season: null, missing: movie.missing_subtitles }),
  usePage: useReadWantedMoviesQuery,
  selectPage: (args) => wantedScanApi.endpoints.readWantedMovies.select(args),
  useByIds: useGetMoviesByIdsQuery,
  selectMissing: (state, id) => moviesSelectors.selectById(state, id)?.missing_subtitles,
  searchTask: movieSearchTask,
};
