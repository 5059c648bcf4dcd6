import { baseApi } from './baseApi';
import { fetchEntities, NO_ENTITIES, type EntityIds } from './entityQueries';
import { seriesListSchema, type Series } from './schemas/series';
import type { PageArgs } from './schemas/common';
import { listAndIdTags, listTag, seriesEpisodesTag } from './tags';
import { seriesReceived } from './entityActions';
import { refreshAfterWrite, type WriteEffects } from './writeRefresh';

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

/**
 * Sync, scan and search change a series' episodes, which Bazarr's events name one by one (with the wanted list,
 * the history and the badges), and their counts on the series, which no event names when only episodes changed:
 * the write reads the series by id (never the series lists that hold it), the events do the rest while the socket
 * is online; without it, the write re-reads the episodes and the lists itself. On all series, the events name
 * what changed; without them, every list is read again.
 */
function seriesActionEffects({ seriesid }: SeriesActionArgs): WriteEffects {
  const evented = [listTag('EpisodeWanted'), listTag('EpisodeHistory'), 'Badges' as const];
  if (seriesid === undefined)
    return { evented: [listTag('Series'), listTag('Episode'), ...evented] };
  return {
    alwaysEntities: { series: [seriesid] },
    evented: [seriesEpisodesTag(seriesid), ...evented],
  };
}

export const seriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of series (all without paging); the series themselves go to the series slice. */
    getSeries: build.query<EntityIds, PageArgs | void>({
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
    seriesAction: build.mutation<void, SeriesActionArgs>({
      query: (body) => ({ url: 'series', method: 'PATCH', body: { ...body } }),
      onQueryStarted: refreshAfterWrite(seriesActionEffects),
    }),
  }),
});

export const { useGetSeriesQuery, useGetSeriesByIdsQuery, useSeriesActionMutation } = seriesApi;

/** Re-reads series from the server into the slice, outside any subscription (realtime updates). */
export const refreshSeries = (ids: number[]) =>
  seriesApi.endpoints.getSeriesByIds.initiate(ids, { subscribe: false, forceRefetch: true });
