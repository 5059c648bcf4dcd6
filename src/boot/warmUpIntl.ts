/**
 * Chromium sets up ICU, its internationalisation library, at a page's first Intl object: 15-25 ms that the first
 * render paid (a list sorts its filter options with a collator and counts with a number format). Asked for here,
 * once the parser yields, it runs while the main thread waits for the bundle to download (issue 16); the app's own
 * Intl objects then take a millisecond.
 */
export function warmUpIntl(): void {
  setTimeout(() => {
    new Intl.NumberFormat('en-US').format(0);
    new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare('', '');
  }, 0);
}
