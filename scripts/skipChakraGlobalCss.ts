// Webpack loader: Chakra's system computes its global CSS at every start; the build writes it into index.html instead.
/**
 * What Chakra's styled-system/system.js computes for the global CSS (reset, global styles, every token as a
 * variable), and what the bundle's system does instead.
 */
const REPLACEMENTS: [string, string][] = [
  // At every start: nothing, the page has that CSS already.
  ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [];'],
  // The reset (only for that CSS): out of the bundle, with its module.
  ['const result = createPreflight({ preflight });', 'const result = {};'],
];

/**
 * A webpack loader for Chakra's styled-system/system.js: the bundle's system computes no global CSS, which its
 * provider would then insert at every start (~100 ms before a list's first rows), and carries no reset.
 * The build writes that CSS into index.html instead (src/styles/staticCss). Fails the build if a new Chakra computes it
 * another way.
 */
export default function skipChakraGlobalCss(source: string): string {
  return REPLACEMENTS.reduce((patched, [computed, instead]) => {
    if (!patched.includes(computed))
      throw new Error(
        `Chakra's system.js no longer has "${computed}": see scripts/skipChakraGlobalCss.ts`,
      );
    return patched.replace(computed, instead);
  }, source);
}
