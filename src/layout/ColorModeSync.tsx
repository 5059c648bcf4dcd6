import { useApplyColorMode, useColorMode } from './colorMode';
import { useThemeSetting } from './shellData';

/** Applies the colour mode in effect to the page (on every screen, the login page included). */
export function ColorModeSync() {
  useApplyColorMode(useColorMode(useThemeSetting()).mode);
  return null;
}
