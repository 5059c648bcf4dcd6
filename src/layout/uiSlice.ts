import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ColorMode = 'light' | 'dark';

/** What the user asked the backend to do from the System menu; the shell shows it until the page reloads. */
export type BackendAction = 'restart' | 'shutdown';

interface UiState {
  /** The 'Change Theme' choice, which overrides the theme setting; null follows the setting. */
  colorModeOverride: ColorMode | null;
  backendAction: BackendAction | null;
}

export const COLOR_MODE_STORAGE_KEY = 'bazarr-color-mode';

function readStoredColorMode(): ColorMode | null {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    // Storage can be unavailable (privacy mode); the setting then decides.
    return null;
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Not remembered across reloads, but still applied for this session.
  }
}

export const uiSlice = createSlice({
  name: 'ui',
  // Lazy, so each store reads the stored choice when it is created rather than at import time.
  initialState: (): UiState => ({ colorModeOverride: readStoredColorMode(), backendAction: null }),
  reducers: {
    colorModeChosen(state, action: PayloadAction<ColorMode>) {
      state.colorModeOverride = action.payload;
    },
    backendActionStarted(state, action: PayloadAction<BackendAction>) {
      state.backendAction = action.payload;
    },
  },
  selectors: {
    selectColorModeOverride: (state) => state.colorModeOverride,
    selectBackendAction: (state) => state.backendAction,
  },
});

export const { colorModeChosen, backendActionStarted } = uiSlice.actions;
export const { selectColorModeOverride, selectBackendAction } = uiSlice.selectors;
