/** docs/behaviour.md §4: what closing the page while tasks run warns about. */
export const LEAVE_PAGE_WARNING = 'Background tasks are still running';

function warnBeforeUnload(event: BeforeUnloadEvent): string {
  event.preventDefault();
  // Browsers show their own text now, but the legacy property still decides whether to ask.
  event.returnValue = LEAVE_PAGE_WARNING;
  return LEAVE_PAGE_WARNING;
}

/** Asks before the page closes until the returned function is called. */
export function guardPageLeave(): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('beforeunload', warnBeforeUnload);
  return () => window.removeEventListener('beforeunload', warnBeforeUnload);
}
