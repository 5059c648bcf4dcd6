import type { Series } from '../api/schemas/series';
import { createEntitySlice } from './entitySlice';

const { slice, adapter } = createEntitySlice('series', (series: Series) => series.sonarrSeriesId);

export const seriesSlice = slice;
export const { received: seriesReceived, removed: seriesRemoved } = slice.actions;
export const seriesSelectors = adapter.getSelectors((state: { series: ReturnType<typeof slice.reducer> }) => state.series);
