/**
 * Chromium sets up ICU, its internationalisation library, at a page's first Intl object: about 40 ms on a 2-core
 * server, three times that while the page still loads. The lists sort their filter options with a collator in
 * their first render, so the boot script sets ICU up in the first idle moment, usually while the bundle
 * downloads (issue 16). Not at once: a task run while the parser still reads index.html delays the shell's first
 * paint by as much.
 */
export function warmUpIntl(): void {
  const warmUp = () => {
    new Intl.NumberFormat('en-US').format(0);
    new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare('', '');
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warmUp);
  else setTimeout(warmUp, 0);
}
