/**
 * Chromium sets up ICU, its internationalisation library, at a page's first Intl object: about 40 ms on a 2-core
 * server, up to five times that while the page still loads. No page makes one before its first rows (counts are
 * written without it, a table's collator is made at its first sort, the filters' options are sorted without one),
 * so ICU is set up once the first screen is shown and the main thread is idle (src/index.tsx): a first sort or date
 * later finds it ready. Not from the boot script's idle moment: that task ran where the bundle would have started.
 */
export function warmUpIntl(): void {
  new Intl.NumberFormat('en-US').format(0);
  new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare('', '');
}
