import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ColorMode = 'light' | 'dark';

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

/** The 'Change Theme' choice of this browser, which overrides the theme setting; null follows the setting. */
export const colorModeSlice = createSlice({
  name: 'colorMode',
  // Lazy, so each store reads the stored choice when it is created rather than at import time.
  initialState: (): { override: ColorMode | null } => ({ override: readStoredColorMode() }),
  reducers: {
    colorModeChosen(state, action: PayloadAction<ColorMode>) {
      state.override = action.payload;
    },
  },
  selectors: {
    selectColorModeOverride: (state) => state.override,
  },
});

export const { colorModeChosen } = colorModeSlice.actions;
export const { selectColorModeOverride } = colorModeSlice.selectors;
