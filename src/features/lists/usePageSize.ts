import { DEFAULT_PAGE_SIZE, pageSizeOf, useSettings } from '../../api/settings';

/**
 * Rows per page of lists (settings general.page_size): undefined while the settings load, so that no list asks
 * for a page of the wrong size; the default when they cannot be read.
 */
export function useSettingsPageSize(): number | undefined {
  const { settings, isError } = useSettings();
  if (settings) return pageSizeOf(settings);
  return isError ? DEFAULT_PAGE_SIZE : undefined;
}

/** Rows per page, the default until the settings are read (the shell has normally read them already). */
export function usePageSize(): number {
  return useSettingsPageSize() ?? DEFAULT_PAGE_SIZE;
}
