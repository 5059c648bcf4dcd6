import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { FixedStyles, insertFixedStyles } from '../../components/styled/fixedClass';

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
 * `<style data-emotion="css name…">`, the page's cache takes them as inserted already: the way Emotion takes
 * styles rendered by a server.
 */
export function looksCss(system: SystemContext, looks: readonly FixedStyles[]) {
  const cache = createCache({ key: 'css' });
  const rules: string[] = [system.layers.atRule];
  // In a page, the cache hands the rules to the sheet; on a server (the build), insert returns them.
  const sheet = {
    insert: (rule: string) => void rules.push(rule),
  } as unknown as typeof cache.sheet;
  for (const look of looks) rules.push(insertFixedStyles(system, cache, look, sheet));
  return { names: looks.map((look) => look.name), css: rules.join('') };
}
