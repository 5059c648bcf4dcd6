import type { Settings } from '../../api/schemas/settings';
import { useGetSettingsQuery } from '../../api/settings';

/** SPEC §9: the page size when general.page_size is missing or not positive. */
export const FALLBACK_PAGE_SIZE = 50;

/** Rows per page of lists: settings general.page_size, or the fallback. */
export function pageSizeOf(settings: Settings | undefined): number {
  const size = settings?.general.page_size;
  return typeof size === 'number' && size > 0 ? size : FALLBACK_PAGE_SIZE;
}

/** Rows per page from the settings (never stale, so this reads the cache once they are loaded). */
export function usePageSize(): number {
  const { data } = useGetSettingsQuery();
  return pageSizeOf(data);
}
