import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { css as serializeStyles } from '@emotion/react';

/**
 * The CSS that Chakra's provider puts in the page at every start (cascade layers, reset, global styles and every
 * token as a CSS variable, ~50 KB), written by Emotion's own pipeline, as its Global component would. The build
 * writes it into index.html (staticGlobalCss.ts); the bundle's system leaves it out
 * (scripts/skipChakraGlobalCss.ts): computing and inserting it at every start was ~100 ms of script before a
 * list's first rows (issue 16).
 */
export function chakraGlobalCss(system: SystemContext): string {
  const cache = createCache({ key: 'static' });
  const rules: string[] = [];
  // In a page, the cache hands the rules to the sheet; on a server (the build), insert returns them.
  const sheet = { insert: (rule: string) => void rules.push(rule) };
  const parts = [
    system.layers.atRule,
    system.getPreflightCss(),
    system.getGlobalCss(),
    system.getTokenCss(),
  ];
  for (const part of parts) {
    const returned: unknown = cache.insert('', serializeStyles(part), sheet as never, false);
    if (typeof returned === 'string') rules.push(returned);
  }
  return rules.join('');
}
