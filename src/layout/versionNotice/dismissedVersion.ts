/** The version whose notice was dismissed (not a secret: localStorage is fine). */
export const DISMISSED_KEY = 'subtitle-desk.version-notice-dismissed';

export function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function rememberDismissed(version: string): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, version);
  } catch {
    // Storage refused (private mode): the notice is hidden for this visit only.
  }
}
