import type { Series } from '../api/schemas/series';
import { createEntitySlice } from './entitySlice';

const { slice, adapter } = createEntitySlice('series', (series: Series) => series.sonarrSeriesId);

export const seriesSlice = slice;
export const { received: seriesReceived, removed: seriesRemoved } = slice.actions;
/** The part of the root state this slice owns. */
export type SeriesRoot = { series: ReturnType<typeof slice.reducer> };
export const seriesSelectors = adapter.getSelectors((state: SeriesRoot) => state.series);
