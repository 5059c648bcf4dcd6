import { seriesReceived } from '../api/entityActions';
import { profileWritesApi, type SeriesProfileChange } from '../api/profileWrites';
import type { Series } from '../api/schemas/series';
import { createEntitySlice } from './entitySlice';

const { updateSeriesProfile } = profileWritesApi.endpoints;

const { slice, adapter } = createEntitySlice('series', {
  selectId: (series: Series) => series.sonarrSeriesId,
  received: seriesReceived,
  // A profile change shows at once; the old profile comes back if the server refuses it.
  optimisticProfile: {
    pending: updateSeriesProfile.matchPending,
    fulfilled: updateSeriesProfile.matchFulfilled,
    rejected: updateSeriesProfile.matchRejected,
    changesOf: (args) => {
      const { seriesid, profileid } = args as SeriesProfileChange;
      return seriesid.map((id, index) => [id, profileid[index] ?? null]);
    },
  },
});

export const seriesSlice = slice;
export { seriesReceived };
export const { removed: seriesRemoved } = slice.actions;
/** The part of the root state this slice owns. */
export type SeriesRoot = { series: ReturnType<typeof slice.reducer> };
export const seriesSelectors = adapter.getSelectors((state: SeriesRoot) => state.series);
