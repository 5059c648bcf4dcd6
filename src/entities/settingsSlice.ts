import { createSlice } from '@reduxjs/toolkit';
import { settingsApi } from '../api/settings';
import type { Settings } from '../api/schemas/settings';

interface SettingsState {
  /** null until GET system/settings has answered. */
  value: Settings | null;
}

const initialState: SettingsState = { value: null };

/** The settings object as the getSettings endpoint last read it. */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(settingsApi.endpoints.getSettings.matchFulfilled, (state, action) => {
      state.value = action.payload;
    });
  },
  selectors: {
    selectSettings: (state) => state.value,
  },
});

export const { selectSettings } = settingsSlice.selectors;
