/** Number of pages; at least one, so an empty table sits on page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Zero-based page index kept inside the pages that exist (rows may have shrunk since). */
export function clampPage(pageIndex: number, pages: number): number {
  return Math.min(Math.max(0, pageIndex), pages - 1);
}

/** docs/behaviour.md §2 footer: 'Show X to Y of Z entries' (1-based, inclusive). */
export function entriesText(pageIndex: number, pageSize: number, total: number): string {
  if (total === 0) return 'Show 0 to 0 of 0 entries';
  const start = pageSize <= 0 ? 1 : pageIndex * pageSize + 1;
  const end = pageSize <= 0 ? total : Math.min(total, (pageIndex + 1) * pageSize);
  return `Show ${start} to ${end} of ${total} entries`;
}

/** Up to `width` page indexes around the current one, for the numbered buttons. */
export function pageWindow(pageIndex: number, pages: number, width = 5): number[] {
  const size = Math.min(width, pages);
  const first = Math.min(Math.max(0, pageIndex - Math.floor(size / 2)), pages - size);
  return Array.from({ length: size }, (_, offset) => first + offset);
}
