/**
 * The page size of lists, in one place: the default, the sizes a list offers, how a size is read from the settings
 * (general.page_size) and what the boot script guesses before they answer. It lives with the boot script, which
 * runs before the bundle and may import nothing of it; the bundle reads these through src/api/settings.ts.
 */

/** docs/behaviour.md §9: the page size when general.page_size is missing or not positive. */
export const DEFAULT_PAGE_SIZE = 50;

/** The page sizes a library list offers (the settings' own size is offered too). */
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100, 250, 500];

/** Rows per page of every list, from settings general.page_size. */
export function pageSizeFrom(value: unknown): number {
  return typeof value === 'number' && value > 0 ? value : DEFAULT_PAGE_SIZE;
}

/** The page size of the settings as the server sent them (parsed JSON, unchecked): the boot script's reading. */
export function pageSizeOfSettingsBody(body: unknown): number {
  const general = (body as { general?: { page_size?: unknown } } | null)?.general;
  return pageSizeFrom(general?.page_size);
}

/** Bazarr's own default for general.page_size: the guess when this browser never read the settings. */
export const BAZARR_DEFAULT_PAGE_SIZE = 25;

/** The page size the settings gave last time (not a secret: localStorage is fine). */
export const LAST_PAGE_SIZE_KEY = 'subtitle-desk.page-size';

/**
 * The page size to ask a list's first page with before the settings answer: the one they gave last time in this
 * browser, Bazarr's default before that. A wrong guess costs one request nobody takes.
 */
export function guessPageSize(): number {
  try {
    const remembered = Number(window.localStorage.getItem(LAST_PAGE_SIZE_KEY));
    return Number.isInteger(remembered) && remembered > 0 ? remembered : BAZARR_DEFAULT_PAGE_SIZE;
  } catch {
    return BAZARR_DEFAULT_PAGE_SIZE;
  }
}

export function rememberPageSize(pageSize: number): void {
  try {
    window.localStorage.setItem(LAST_PAGE_SIZE_KEY, String(pageSize));
  } catch {
    // Storage refused (private mode): the next visit guesses again.
  }
}
