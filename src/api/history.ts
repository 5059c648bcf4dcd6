import { baseApi } from './baseApi';
import { parsedAs } from './responses';
import type { PageArgs, Paged } from './schemas/common';
import {
  episodeHistorySchema,
  historyStatsSchema,
  movieHistorySchema,
  type EpisodeHistoryEntry,
  type HistoryStats,
  type MovieHistoryEntry,
} from './schemas/history';
import { listTag } from './tags';

/** A page of the whole history, or all entries of one episode. */
export type EpisodeHistoryArgs = PageArgs | { episodeid: number };
/** A page of the whole history, or all entries of one movie. */
export type MovieHistoryArgs = PageArgs | { radarrid: number };

export interface HistoryStatsArgs {
  timeFrame: 'week' | 'month' | 'trimester' | 'year';
  /** 'All' or an action number. */
  action: 'All' | number;
  /** 'All' or a provider name. */
  provider: string;
  /** 'All' or a code2. */
  language: string;
}

export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEpisodeHistory: build.query<Paged<EpisodeHistoryEntry>, EpisodeHistoryArgs>({
      query: (args) => ({ url: 'episodes/history', params: { ...args } }),
      ...parsedAs(episodeHistorySchema),
      providesTags: [listTag('EpisodeHistory')],
    }),
    getMovieHistory: build.query<Paged<MovieHistoryEntry>, MovieHistoryArgs>({
      query: (args) => ({ url: 'movies/history', params: { ...args } }),
      ...parsedAs(movieHistorySchema),
      providesTags: [listTag('MovieHistory')],
    }),
    /** Per-day counts; refreshed whenever either history changes. */
    getHistoryStats: build.query<HistoryStats, HistoryStatsArgs>({
      query: (params) => ({ url: 'history/stats', params: { ...params } }),
      ...parsedAs(historyStatsSchema),
      providesTags: ['HistoryStats', listTag('EpisodeHistory'), listTag('MovieHistory')],
    }),
  }),
});

export const { useGetEpisodeHistoryQuery, useGetMovieHistoryQuery, useGetHistoryStatsQuery } =
  historyApi;
