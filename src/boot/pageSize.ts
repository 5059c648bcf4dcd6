/** SPEC §9: the page size when general.page_size is missing or not positive. */
export const DEFAULT_PAGE_SIZE = 50;

/** Rows per page of every list, from settings general.page_size. */
export function pageSizeFrom(value: unknown): number {
  return typeof value === 'number' && value > 0 ? value : DEFAULT_PAGE_SIZE;
}
