import { baseApi } from './baseApi';
import { sendInChunks } from './responses';
import { listTag, seriesEpisodesTag } from './tags';
import { refreshAfterWrite } from './writeRefresh';

export interface SeriesProfileChange {
  seriesid: number[];
  /** Same order as `seriesid`; null clears the profile. */
  profileid: (number | null)[];
}

export interface MoviesProfileChange {
  radarrid: number[];
  /** Same order as `radarrid`; null clears the profile. */
  profileid: (number | null)[];
}

/**
 * Language profile changes of series and movies. The entity slices show the new profile at once and put the old
 * one back on failure. Bazarr then sends a 'series' or 'movie' event per item and the wanted and badges events;
 * the episode lists are the one thing the client must re-read itself: the profile decides what each episode
 * misses, and the realtime layer, which re-reads them when a series' profile changes, finds it already changed.
 */
export const profileWritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateSeriesProfile: build.mutation<null, SeriesProfileChange>({
      queryFn: ({ seriesid, profileid }, _api, _extra, baseQuery) =>
        sendInChunks(baseQuery, seriesid.length, (start, end) => ({
          url: 'series',
          method: 'POST',
          body: { seriesid: seriesid.slice(start, end), profileid: profileid.slice(start, end) },
        })),
      onQueryStarted: refreshAfterWrite(({ seriesid }: SeriesProfileChange) => ({
        entities: { series: seriesid },
        evented: [listTag('EpisodeWanted'), 'Badges'],
        always: seriesid.map(seriesEpisodesTag),
      })),
    }),
    updateMoviesProfile: build.mutation<null, MoviesProfileChange>({
      queryFn: ({ radarrid, profileid }, _api, _extra, baseQuery) =>
        sendInChunks(baseQuery, radarrid.length, (start, end) => ({
          url: 'movies',
          method: 'POST',
          body: { radarrid: radarrid.slice(start, end), profileid: profileid.slice(start, end) },
        })),
      onQueryStarted: refreshAfterWrite(({ radarrid }: MoviesProfileChange) => ({
        entities: { movies: radarrid },
        evented: [listTag('MovieWanted'), 'Badges'],
      })),
    }),
  }),
});

export const { useUpdateSeriesProfileMutation, useUpdateMoviesProfileMutation } = profileWritesApi;
