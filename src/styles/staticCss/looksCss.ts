import type { SystemContext } from '@chakra-ui/react';
import { FixedStyles, insertFixedStyles } from '../fixedClass';
import { emotionCss } from './emotionCss';

/** Every FixedStyles that looks modules export: alone, or in records and arrays (by variant, by size...). */
export function looksOf(modules: readonly Record<string, unknown>[]): FixedStyles[] {
  const found = new Map<string, FixedStyles>();
  const visit = (value: unknown): void => {
    if (value instanceof FixedStyles) found.set(value.name, value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  modules.forEach(visit);
  return [...found.values()];
}

/**
 * The CSS of fixed styles as the page's Emotion cache (key 'css') puts it in, after the cascade layers' order
 * (a page's first rule may be one of these), and the looks' names. In index.html as
 * `<style id="static-looks" data-looks="name…">`, which the page's cache takes as inserted (pageEmotionCache.ts).
 */
export function looksCss(system: SystemContext, looks: readonly FixedStyles[]) {
  const css = emotionCss('css', (cache, sheet) =>
    looks.map((look) => insertFixedStyles(system, cache, look, sheet)),
  );
  return { names: looks.map((look) => look.name), css: `${system.layers.atRule}${css}` };
}
