/**
 * A count as en-US writes it ('12,345'), without Intl: a page's first Intl object makes Chromium set up ICU
 * (40 ms on a 2-core server, more while the page loads), and the lists show counts in their first render.
 * Intl.NumberFormat('en-US') gives the same text for whole numbers; anything else still goes through it.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return new Intl.NumberFormat('en-US').format(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
