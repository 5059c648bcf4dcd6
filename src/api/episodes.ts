import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { fetchEntities } from './entityQueries';
import type { QueryParams } from './formData';
import { episodeListSchema, type Episode } from './schemas/episodes';
import { listAndIdTags, listTag, seriesEpisodesTag } from './tags';
import { episodesReceived, seriesEpisodesReceived } from './entityActions';

/** Episode lists keep only ids in the cache; rows read `episodesSelectors.selectById`. */
export interface EpisodeIds {
  ids: number[];
}

/** GET episodes (which has no total), its episodes handed to the slice through `received`. */
async function fetchEpisodes(
  baseQuery: Parameters<typeof fetchEntities>[0],
  params: QueryParams,
  dispatch: (action: UnknownAction) => unknown,
  received: (episodes: Episode[]) => UnknownAction,
) {
  const result = await fetchEntities(baseQuery, { url: 'episodes', params }, dispatch, {
    schema: episodeListSchema,
    selectId: (episode: Episode) => episode.sonarrEpisodeId,
    received,
  });
  return result.error ? { error: result.error } : { data: { ids: result.data.ids } };
}

export const episodesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * All episodes of a series into the episodes slice (episodes the server no longer lists are dropped).
     * Read them with `selectEpisodeIdsOfSeries(state, seriesId)`, latest first.
     */
    getEpisodesBySeries: build.query<EpisodeIds, number>({
      queryFn: (seriesId, api, _extra, baseQuery) =>
        fetchEpisodes(baseQuery, { 'seriesid[]': [seriesId] }, api.dispatch, (entities) =>
          seriesEpisodesReceived({ group: seriesId, entities }),
        ),
      // One tag for the list, not one per episode: a change of one episode re-reads that episode by id
      // (realtime or the write), never the whole series; a profile change invalidates this tag.
      providesTags: (_result, _error, seriesId) => [
        listTag('Episode'),
        seriesEpisodesTag(seriesId),
      ],
    }),
    /** Refreshes the given episodes in the episodes slice. */
    getEpisodesByIds: build.query<EpisodeIds, number[]>({
      queryFn: (ids, api, _extra, baseQuery) =>
        ids.length === 0
          ? { data: { ids: [] } }
          : fetchEpisodes(baseQuery, { 'episodeid[]': ids }, api.dispatch, episodesReceived),
      providesTags: (_result, _error, ids) => listAndIdTags('Episode', ids),
    }),
  }),
});

export const { useGetEpisodesBySeriesQuery, useGetEpisodesByIdsQuery } = episodesApi;

/** Re-reads episodes from the server into the slice, outside any subscription (realtime updates). */
export const refreshEpisodes = (ids: number[]) =>
  episodesApi.endpoints.getEpisodesByIds.initiate(ids, { subscribe: false, forceRefetch: true });
