import type { SystemContext } from '@chakra-ui/react';
import { emotionCss } from './emotionCss';
import { css as serializeStyles } from '@emotion/react';

/**
 * The CSS that Chakra's provider puts in the page at every start (cascade layers, reset, global styles and every
 * token as a CSS variable, ~50 KB), written by Emotion's own pipeline, as its Global component would. The build
 * writes it into index.html (staticGlobalCss.ts); the bundle's system leaves it out
 * (scripts/skipChakraGlobalCss.ts): computing and inserting it at every start was ~100 ms of script before a
 * list's first rows.
 */
export function chakraGlobalCss(system: SystemContext): string {
  const parts = [
    system.layers.atRule,
    system.getPreflightCss(),
    system.getGlobalCss(),
    system.getTokenCss(),
  ];
  return emotionCss('static', (cache, sheet) =>
    parts.map((part) => cache.insert('', serializeStyles(part), sheet, false)),
  );
}
