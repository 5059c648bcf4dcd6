/** The Bazarr versions Subtitle Desk was tested with: 1.5.x. */
export const TESTED_BAZARR = '1.5';

/** '1.6.0', '1.4.5', '2.0.0' are outside; '1.5.2', 'v1.5.3-beta.4' inside; a version it cannot read is let be. */
export function outsideTestedRange(version: string): boolean {
  const match = /^v?(\d+)\.(\d+)\b/.exec(version.trim());
  return match !== null && `${match[1]}.${match[2]}` !== TESTED_BAZARR;
}

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
