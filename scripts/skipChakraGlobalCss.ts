/** Where Chakra's createSystem computes the global CSS (reset, global styles, every token as a variable). */
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * A webpack loader for Chakra's styled-system/system.js: the bundle's system computes no global CSS, which its
 * provider would then insert at every start (~100 ms before a list's first rows, issue 16). The build writes the same
 * CSS into index.html instead (src/app/staticCss). Fails the build if a new Chakra computes it another way.
 */
export default function skipChakraGlobalCss(source: string): string {
  if (!source.includes(EAGER_GLOBAL))
    throw new Error(
      `Chakra's system.js no longer has "${EAGER_GLOBAL}": see scripts/skipChakraGlobalCss.ts`,
    );
  return source.replace(EAGER_GLOBAL, 'const _global = [];');
}
