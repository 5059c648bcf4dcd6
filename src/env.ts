/** What Bazarr injects into index.html (see static/index.html). */
export interface Environment {
  /** Base path without a trailing slash: '' at the root, '/bazarr' under a reverse proxy. */
  baseUrl: string;
  apiKey: string;
  canUpdate: boolean;
  hasUpdate: boolean;
  /**
   * Nothing was injected: the page is the service worker's offline copy, kept without Bazarr's values (no key).
   * The app shows that Bazarr cannot be reached, and loads the real page once it answers again.
   */
  offlineShell?: boolean;
}

declare global {
  interface Window {
    Bazarr?: Partial<Environment>;
  }
}

/** Sent when the page was served without a key (the user is not logged in yet). */
export const API_KEY_PLACEHOLDER = 'AUTH_NEEDED';

/**
 * The page holds a key (not the placeholder, not the offline copy): Bazarr let this browser in, so a 401 means
 * the key itself is refused, and a login form would not help.
 */
export function hasInjectedKey(environment: Environment): boolean {
  return environment.offlineShell !== true && environment.apiKey !== API_KEY_PLACEHOLDER;
}

export function normalizeBaseUrl(baseUrl: string | undefined): string {
  const trimmed = (baseUrl ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The base URL as <base href> gives it ('/bazarr/'), for a page without injected values. */
function baseHrefPath(): string | undefined {
  const href = document.querySelector('base')?.getAttribute('href');
  return href ? new URL(href, window.location.href).pathname : undefined;
}

export function readEnvironment(
  injected: Partial<Environment> | undefined = window.Bazarr,
): Environment {
  if (injected === undefined)
    return {
      baseUrl: normalizeBaseUrl(baseHrefPath()),
      apiKey: API_KEY_PLACEHOLDER,
      canUpdate: false,
      hasUpdate: false,
      offlineShell: true,
    };
  return {
    baseUrl: normalizeBaseUrl(injected?.baseUrl),
    apiKey: injected?.apiKey || API_KEY_PLACEHOLDER,
    canUpdate: injected?.canUpdate === true,
    hasUpdate: injected?.hasUpdate === true,
  };
}
