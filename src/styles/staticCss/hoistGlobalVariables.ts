import type { SystemStyleObject } from '@chakra-ui/react';

type GlobalStyles = Record<string, SystemStyleObject>;

/**
 * Chakra's global styles with the custom properties its '*' rule sets on every element (the ring and filter
 * defaults, the global font and border variables: 27 of them) set once on html instead, where every element
 * inherits them. Declared on every element, they gave each its own variable set: about a fifth of the style
 * computation of a long series' page. The values seen are the same: the color mode's class is on html,
 * no element below sets the tokens they read, and no element here sets Chakra's filter or backdropFilter to auto,
 * the only readers of the filter defaults (where a parent set one, a child reading them would now inherit it
 * rather than start from the default; __tests__/app/hoistGlobalVariables.test.ts watches for those).
 */
export function hoistGlobalVariables(styles: GlobalStyles): GlobalStyles {
  const everyElement = styles['*'];
  if (!everyElement) return styles;
  const entries = Object.entries(everyElement);
  const variables = Object.fromEntries(entries.filter(([key]) => key.startsWith('--')));
  const others = Object.fromEntries(entries.filter(([key]) => !key.startsWith('--')));
  return { ...styles, '*': others, html: { ...variables, ...styles.html } };
}
