import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the user asked the backend to do from the System menu; the shell shows it until the page reloads. */
export type BackendAction = 'restart' | 'shutdown';

export const uiSlice = createSlice({
  name: 'ui',
  initialState: { backendAction: null as BackendAction | null },
  reducers: {
    backendActionStarted(state, action: PayloadAction<BackendAction>) {
      state.backendAction = action.payload;
    },
  },
  selectors: {
    selectBackendAction: (state) => state.backendAction,
  },
});

export const { backendActionStarted } = uiSlice.actions;
export const { selectBackendAction } = uiSlice.selectors;
