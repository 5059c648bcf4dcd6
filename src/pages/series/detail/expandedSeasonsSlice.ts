import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The seasons the user opened on each series page, by series id. In the store rather than in the page, so the
 * choice survives a refetch of the episodes (a realtime refresh) and leaving the page and coming back. A series
 * the user never touched has no entry: its latest season is open (docs/behaviour.md §2).
 */
interface ExpandedSeasonsState {
  bySeries: Record<number, number[]>;
}

export const expandedSeasonsSlice = createSlice({
  name: 'expandedSeasons',
  initialState: (): ExpandedSeasonsState => ({ bySeries: {} }),
  reducers: {
    seasonsExpanded(state, action: PayloadAction<{ seriesId: number; seasons: number[] }>) {
      state.bySeries[action.payload.seriesId] = [...new Set(action.payload.seasons)];
    },
  },
  selectors: {
    /** The seasons chosen for the series, or undefined when the user has not chosen yet. */
    selectExpandedSeasons: (state, seriesId: number): number[] | undefined =>
      state.bySeries[seriesId],
  },
});

export const { seasonsExpanded } = expandedSeasonsSlice.actions;
export const { selectExpandedSeasons } = expandedSeasonsSlice.selectors;
