/**
 * Sync, scan-disk and search on a series or a movie (or on all of them). These writes refresh through
 * writeRefresh.ts, which reads series and movies by id through series.ts and movies.ts: kept apart from those two
 * files so that the modules form no cycle.
 */
import { baseApi } from './baseApi';
import type { MovieActionArgs } from './movies';
import type { SeriesActionArgs } from './series';
import { listTag, seriesEpisodesTag } from './tags';
import { refreshAfterWrite, type WriteEffects } from './writeRefresh';
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
/**
 * Sync, scan and search change a movie, which Bazarr's events name (with the wanted list, the history and the
 * badges): while the socket is online they refresh it, the movie read by id if none came; without it, the write
 * reads the movie by id (never the movie lists that hold it) and the lists itself. On all movies, the events
 * name what changed; without them, every list is read again.
 */
function movieActionEffects({ radarrid }: MovieActionArgs): WriteEffects {
  const evented = [listTag('MovieWanted'), listTag('MovieHistory'), 'Badges' as const];
  if (radarrid === undefined) return { evented: [listTag('Movie'), ...evented] };
  return { entities: { movies: [radarrid] }, evented };
}

export const itemActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    seriesAction: build.mutation<void, SeriesActionArgs>({
      query: (body) => ({ url: 'series', method: 'PATCH', body: { ...body } }),
      onQueryStarted: refreshAfterWrite(seriesActionEffects),
    }),
    movieAction: build.mutation<void, MovieActionArgs>({
      query: (body) => ({ url: 'movies', method: 'PATCH', body: { ...body } }),
      onQueryStarted: refreshAfterWrite(movieActionEffects),
    }),
  }),
});

export const { useSeriesActionMutation, useMovieActionMutation } = itemActionsApi;
