import { useApplyColorMode, useColorMode, useThemeSetting } from './colorMode';

/** Applies the colour mode in effect to the page (on every screen, the login page included). */
export function ColorModeSync() {
  useApplyColorMode(useColorMode(useThemeSetting()).mode);
  return null;
}
