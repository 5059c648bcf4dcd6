/** What Bazarr injects into index.html (see static/index.html). */
export interface Environment {
  /** Base path without a trailing slash: '' at the root, '/bazarr' under a reverse proxy. */
  baseUrl: string;
  apiKey: string;
  canUpdate: boolean;
  hasUpdate: boolean;
}

declare global {
  interface Window {
    Bazarr?: Partial<Environment>;
  }
}

/** Sent when the page was served without a key (the user is not logged in yet). */
export const API_KEY_PLACEHOLDER = 'AUTH_NEEDED';

export function normalizeBaseUrl(baseUrl: string | undefined): string {
  const trimmed = (baseUrl ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function readEnvironment(
  injected: Partial<Environment> | undefined = window.Bazarr,
): Environment {
  return {
    baseUrl: normalizeBaseUrl(injected?.baseUrl),
    apiKey: injected?.apiKey || API_KEY_PLACEHOLDER,
    canUpdate: injected?.canUpdate === true,
    hasUpdate: injected?.hasUpdate === true,
  };
}
