import type { SelectorOption } from '../../../components';

/** docs/behaviour.md §9: list page sizes (default 50). */
export const PAGE_SIZE_OPTIONS: readonly SelectorOption<number>[] = [
  25, 50, 100, 250, 500, 1000,
].map((size) => ({
  value: size,
  label: String(size),
}));

/** docs/behaviour.md §9: the theme; auto follows the operating system. */
export const THEME_OPTIONS: readonly SelectorOption<string>[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];
