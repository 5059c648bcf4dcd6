import { baseApi } from './baseApi';
import { fetchEntities, NO_ENTITIES, type EntityIds } from './entityQueries';
import { seriesListSchema, type Series } from './schemas/series';
import type { LibraryPageArgs } from './schemas/common';
import { listAndIdTags } from './tags';
import { seriesReceived } from './entityActions';

export type SeriesAction = 'scan-disk' | 'search-missing' | 'search-wanted' | 'sync';

export interface SeriesActionArgs {
  action: SeriesAction;
  /** Omitted for the actions on all series (search-wanted). */
  seriesid?: number;
}

const seriesEntities = {
  schema: seriesListSchema,
  selectId: (series: Series) => series.sonarrSeriesId,
  received: seriesReceived,
};

export const seriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of series (all without paging); the series themselves go to the series slice. */
    getSeries: build.query<EntityIds, LibraryPageArgs | void>({
      queryFn: (page, api, _extra, baseQuery) =>
        fetchEntities(
          baseQuery,
          { url: 'series', params: page ? { ...page } : undefined },
          api.dispatch,
          seriesEntities,
        ),
      providesTags: (result) => listAndIdTags('Series', result?.ids),
    }),
    /** Refreshes the given series in the series slice. */
    getSeriesByIds: build.query<EntityIds, number[]>({
      queryFn: (ids, api, _extra, baseQuery) =>
        ids.length === 0
          ? { data: NO_ENTITIES }
          : fetchEntities(
              baseQuery,
              { url: 'series', params: { 'seriesid[]': ids } },
              api.dispatch,
              seriesEntities,
            ),
      providesTags: (_result, _error, ids) => listAndIdTags('Series', ids),
    }),
  }),
});

export const { useGetSeriesQuery, useGetSeriesByIdsQuery } = seriesApi;

/** Re-reads series from the server into the slice, outside any subscription (realtime updates). */
export const refreshSeries = (ids: number[]) =>
  seriesApi.endpoints.getSeriesByIds.initiate(ids, { subscribe: false, forceRefetch: true });
