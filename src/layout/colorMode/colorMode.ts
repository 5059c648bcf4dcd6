import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { selectSettings } from '../../api/settings';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  colorModeChosen,
  selectColorModeOverride,
  storeColorMode,
  type ColorMode,
} from './colorModeSlice';

/** settings general.theme (docs/behaviour.md §9): auto follows the operating system. */
export type ThemeSetting = 'auto' | 'light' | 'dark';

function toThemeSetting(value: unknown): ThemeSetting {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/** The theme setting if settings are loaded; reading the cache does not fetch (the login page has no key). */
export function useThemeSetting(): ThemeSetting | undefined {
  const theme = useAppSelector((state) => selectSettings(state)?.general.theme);
  return theme === undefined ? undefined : toThemeSetting(theme);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

export function resolveColorMode(
  override: ColorMode | null,
  setting: ThemeSetting | undefined,
  prefersDark: boolean,
): ColorMode {
  if (override) return override;
  if (setting === 'light' || setting === 'dark') return setting;
  return prefersDark ? 'dark' : 'light';
}

/** The colour mode in effect: the local 'Change Theme' choice, else the theme setting, else the system's. */
export function useColorMode(setting: ThemeSetting | undefined) {
  const override = useAppSelector(selectColorModeOverride);
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const mode = resolveColorMode(override, setting, prefersDark);
  const dispatch = useAppDispatch();
  const toggle = useCallback(() => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    storeColorMode(next);
    dispatch(colorModeChosen(next));
  }, [mode, dispatch]);
  return { mode, toggle };
}

/** Chakra's `_dark` condition reads the `dark` class on <html>. */
export function useApplyColorMode(mode: ColorMode): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', mode === 'dark');
    root.classList.toggle('light', mode === 'light');
    root.style.colorScheme = mode;
  }, [mode]);
}
