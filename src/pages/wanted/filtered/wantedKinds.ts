import type { SkipToken } from '@reduxjs/toolkit/query';
import type { PageArgs, Paged, SubtitleLanguage } from '../../../api/schemas/common';
import type { WantedEpisode, WantedMovie } from '../../../api/schemas/wanted';
import {
  useGetWantedEpisodesByIdsQuery,
  useGetWantedMoviesByIdsQuery,
  useReadWantedEpisodesQuery,
  useReadWantedMoviesQuery,
  wantedScanApi,
} from '../../../api/wantedScan';
import type { RootState } from '../../../app/store';
import type { PagedQueryResult } from '../../../features/lists';
import type { TaskRequest } from '../../../tasks/tasksSlice';
import { seasonOfEpisodeNumber, type WantedFacts } from '../filters/wantedFilters';
import { episodeSearchTask, movieSearchTask } from '../wantedSearch';

/** A part of the whole list as the cache holds it. */
export interface WantedChunk<T> {
  data?: Paged<T>;
  isError: boolean;
  error?: unknown;
}

/** What differs between the wanted episodes and the wanted movies when a filter is set. */
export interface WantedKind<T> {
  /** 'episodes', 'movies': in 'x of y episodes match'. */
  noun: string;
  /** Episodes have seasons, so specials can be hidden. */
  hasSpecials: boolean;
  idOf: (item: T) => number;
  facts: (item: T) => WantedFacts;
  /** Subscribes to one part of the whole list (a snapshot, see `readWantedEpisodes`). */
  usePage: (args: PageArgs | SkipToken) => WantedChunk<T> & { refetch: () => unknown };
  selectPage: (args: PageArgs) => (state: RootState) => WantedChunk<T>;
  /** The given items as the server has them now (the rows shown). */
  useByIds: (ids: readonly number[] | SkipToken) => PagedQueryResult<T>;
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
  useByIds: useGetWantedEpisodesByIdsQuery,
  searchTask: episodeSearchTask,
};

export const wantedMoviesKind: WantedKind<WantedMovie> = {
  noun: 'movies',
  hasSpecials: false,
  idOf: (movie) => movie.radarrId,
  facts: (movie) => ({ title: movie.title, season: null, missing: movie.missing_subtitles }),
  usePage: useReadWantedMoviesQuery,
  selectPage: (args) => wantedScanApi.endpoints.readWantedMovies.select(args),
  useByIds: useGetWantedMoviesByIdsQuery,
  searchTask: movieSearchTask,
};
