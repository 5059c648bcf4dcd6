import { defineConfig } from '@chakra-ui/react';
import { globalCss } from '@chakra-theme/global-css.js';
import { keyframes } from '@chakra-theme/tokens/keyframes.js';
import { hoistGlobalVariables } from './hoistGlobalVariables';

/**
 * What Chakra needs for its global CSS only (the reset, the global styles, the keyframes), which the build writes
 * into index.html (staticGlobalCss.ts): the bundle's system never computes that CSS (scripts/skipChakraGlobalCss.ts),
 * so it goes without them (about 2 KB gzip of the first visit, and less to merge at every start).
 */
export const globalCssConfig = defineConfig({
  preflight: true,
  globalCss: { ...hoistGlobalVariables(globalCss), 'html, body, #root': { height: '100%' } },
  theme: { keyframes },
});
