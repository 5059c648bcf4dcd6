import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import type { EntityIds } from '../../api/entityQueries';
import { moviesApi, useGetMoviesQuery } from '../../api/movies';
import {
  useUpdateMoviesProfileMutation,
  useUpdateSeriesProfileMutation,
} from '../../api/profileWrites';
import type { AudioLanguage, LibraryPageArgs, PageArgs } from '../../api/schemas/common';
import type { Movie } from '../../api/schemas/movies';
import type { Series } from '../../api/schemas/series';
import { seriesApi, useGetSeriesQuery } from '../../api/series';
import { useAppSelector } from '../../lib/hooks';
import type { RootState } from '../../lib/store';
import { moviesSelectors } from '../../entities/moviesSlice';
import { seriesSelectors } from '../../entities/seriesSlice';
import { useShownEntity } from '../../entities/useShownEntities';

/** What the shared list pieces read of a series or a movie. */
export interface LibraryItem {
  title: string;
  year: string;
  /** Below the base URL ('/images/series/...'), or null. */
  poster: string | null;
  profileId: number | null;
  monitored: boolean;
  tags: readonly string[];
  audio_language: readonly AudioLanguage[];
}

/** The part of a paged list request the lists read (from the hook or straight from the cache). */
export interface PageState {
  data?: EntityIds;
  isError: boolean;
  error?: unknown;
}

export type PageRequest = LibraryPageArgs | typeof skipToken;

export interface PageQuery extends PageState {
  /** Only once the request has started. */
  refetch: () => unknown;
}

export type LibraryType = 'series' | 'movie';

/**
 * Everything that differs between the series and the movies lists, so that the tables, the editor and the
 * mass editor are written once. Every function is module-level (stable), hooks included.
 */
export interface LibraryKind<Item extends LibraryItem> {
  type: LibraryType;
  /** Route of the list, e.g. '/series'; an item is at `${path}/${id}`. */
  path: string;
  /** 'Series' or 'Movie': 'Edit Series'. */
  noun: string;
  /** Accessible name of the tables: 'Series' or 'Movies'. */
  plural: string;
  idOf: (item: Item) => number;
  /** What the item misses: episodes without their subtitles (series) or languages (movies). */
  missingCount: (item: Item) => number;
  /** What the poster cards say after the count of what is missing: 'episodes missing subtitles'. */
  missingNoun: (count: number) => string;
  /** Series only: the series type the type filter offers. */
  seriesTypeOf?: (item: Item) => string;
  /** Subscribes to one page of the list (`skipToken` waits). */
  usePage: (request: PageRequest) => PageQuery;
  /** Reads one page from the cache without subscribing. */
  selectPage: (args: PageArgs) => (state: RootState) => PageState;
  selectEntities: (state: RootState) => Readonly<Record<number, Item | undefined>>;
  /**
   * One item by id from its entity slice (re-renders only when that item changes), counted as shown while the
   * caller is mounted (realtime reads it within a second of its events).
   */
  useItem: (id: number) => Item | undefined;
  /** Sends profile changes: ids and profile ids in the same order, null clearing the profile. */
  useSaveProfiles: () => {
    save: (ids: number[], profileIds: (number | null)[]) => Promise<void>;
    saving: boolean;
  };
}

const pageState = ({ data, isError, error }: PageState): PageState => ({ data, isError, error });

function useSeriesPage(request: PageRequest): PageQuery {
  return useGetSeriesQuery(request, { selectFromResult: pageState });
}

function useSeriesItem(id: number): Series | undefined {
  useShownEntity('series', id);
  return useAppSelector((state) => seriesSelectors.selectById(state, id));
}

function useSaveSeriesProfiles() {
  const [update, { isLoading }] = useUpdateSeriesProfileMutation();
  const save = useCallback(
    async (seriesid: number[], profileid: (number | null)[]) => {
      await update({ seriesid, profileid }).unwrap();
    },
    [update],
  );
  return { save, saving: isLoading };
}

export const seriesLibrary: LibraryKind<Series> = {
  type: 'series',
  path: '/series',
  noun: 'Series',
  plural: 'Series',
  idOf: (series) => series.sonarrSeriesId,
  missingCount: (series) => series.episodeMissingCount,
  missingNoun: (count) =>
    count === 1 ? 'episode missing subtitles' : 'episodes missing subtitles',
  seriesTypeOf: (series) => series.seriesType,
  usePage: useSeriesPage,
  selectPage: (args) => seriesApi.endpoints.getSeries.select(args),
  selectEntities: seriesSelectors.selectEntities,
  useItem: useSeriesItem,
  useSaveProfiles: useSaveSeriesProfiles,
};

function useMoviesPage(request: PageRequest): PageQuery {
  return useGetMoviesQuery(request, { selectFromResult: pageState });
}

function useMovieItem(id: number): Movie | undefined {
  useShownEntity('movie', id);
  return useAppSelector((state) => moviesSelectors.selectById(state, id));
}

function useSaveMovieProfiles() {
  const [update, { isLoading }] = useUpdateMoviesProfileMutation();
  const save = useCallback(
    async (radarrid: number[], profileid: (number | null)[]) => {
      await update({ radarrid, profileid }).unwrap();
    },
    [update],
  );
  return { save, saving: isLoading };
}

export const moviesLibrary: LibraryKind<Movie> = {
  type: 'movie',
  path: '/movies',
  noun: 'Movie',
  plural: 'Movies',
  idOf: (movie) => movie.radarrId,
  missingCount: (movie) => movie.missing_subtitles.length,
  missingNoun: (count) => (count === 1 ? 'missing subtitle' : 'missing subtitles'),
  usePage: useMoviesPage,
  selectPage: (args) => moviesApi.endpoints.getMovies.select(args),
  selectEntities: moviesSelectors.selectEntities,
  useItem: useMovieItem,
  useSaveProfiles: useSaveMovieProfiles,
};
