import { useGetSettingsQuery } from '../../api/settings';

/** SPEC §9: the page size when general.page_size is missing or not positive. */
export const FALLBACK_PAGE_SIZE = 50;

/** Rows per page of server-paged lists: settings general.page_size (settings never go stale, so this reads the cache). */
export function usePageSize(): number {
  const { data } = useGetSettingsQuery();
  const size = data?.general.page_size;
  return typeof size === 'number' && size > 0 ? size : FALLBACK_PAGE_SIZE;
}
