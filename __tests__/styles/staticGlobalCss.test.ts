import { css as serializeStyles } from '@emotion/react';
import skipChakraGlobalCss from '../../scripts/skipChakraGlobalCss';
import {
  STATIC_GLOBAL_CSS_ID,
  applyStaticGlobalCss,
} from '../../src/styles/staticCss/applyStaticGlobalCss';
import { buildSystem } from '../../src/styles/staticCss/buildSystem';
import { chakraGlobalCss } from '../../src/styles/staticCss/chakraGlobalCss';
import { pageEmotionCache } from '../../src/styles/staticCss/pageEmotionCache';
import { htmlSafeCss, staticGlobalCss } from '../../src/styles/staticCss/staticGlobalCss';
import { chakraEsmSource } from '../support/chakraEsmSource';

/** What ChakraProvider's Global elements insert in a page: the layers' order, then the system's global CSS. */
function providerCss(): string {
  const cache = pageEmotionCache();
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => void rules.push(rule) };
  for (const styles of [buildSystem.layers.atRule, ...buildSystem._global])
    cache.insert('', serializeStyles(styles), sheet as never, false);
  return rules.join('');
}

describe("Chakra's global CSS written by the build", () => {
  it('is exactly what Chakra’s provider would insert at every start', () => {
    const css = chakraGlobalCss(buildSystem);
    expect(css).toBe(providerCss());
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    // Every token, for both colour modes.
    expect(css).toMatch(/:root,\.light\{[^}]*--chakra-colors-bg:/);
    expect(css).toMatch(/\.dark[^{}]*\{[^}]*--chakra-colors-bg:/);
  });

  it('holds nothing that Jinja reads or that ends its <style>', () => {
    expect(staticGlobalCss).not.toMatch(/\{\{|\{%|\{#|<\/style/i);
    expect(htmlSafeCss('@layer base{#root{height:100%;}}')).toBe(
      '@layer base{ #root{height:100%;}}',
    );
    expect(htmlSafeCss('a{{{%b')).toBe('a{ { { %b');
    expect(() => htmlSafeCss('a{content:"</style>"}')).toThrow(/<style>/);
  });

  it('is left out of the bundle’s system, and the build stops if Chakra computes it another way', () => {
    const source = chakraEsmSource('styled-system/system.js');
    const patched = skipChakraGlobalCss(source);
    expect(patched).toContain('const _global = [];');
    expect(patched).not.toContain('getTokenCss()]');
    // Nor the reset: its module stays out of the bundle.
    expect(patched).not.toContain('createPreflight(');
    expect(() => skipChakraGlobalCss('const _global = computeAll();')).toThrow(/no longer has/);
    expect(() =>
      skipChakraGlobalCss(source.replace('createPreflight({ preflight })', 'reset()')),
    ).toThrow(/no longer has "const result = createPreflight/);
  });

  it('waits in index.html until the app applies it, just before its first render', () => {
    document.head.innerHTML = `<style id="${STATIC_GLOBAL_CSS_ID}" media="not all">:root{--x:1}</style>`;
    const style = document.getElementById(STATIC_GLOBAL_CSS_ID) as HTMLStyleElement;
    expect(style).toHaveAttribute('media', 'not all');
    applyStaticGlobalCss();
    expect(style).not.toHaveAttribute('media');
    // Without the element (tests, a page from another build): nothing to do.
    style.remove();
    expect(() => applyStaticGlobalCss()).not.toThrow();
  });
});
