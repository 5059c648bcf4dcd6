import { createHash } from 'node:crypto';
import { renderIndex } from '../../bazarrPage/html';
import { html } from '../core/http/responses';
import { md5 } from '../core/routes/system';
import type { PageAccess } from '../core/backend';
import type { DemoState } from '../core/state/types';
import type { DemoRequest, DemoResponse } from '../core/types';

export interface PageOptions {
  canUpdate: boolean;
  hasUpdate: boolean;
  template: () => string | Promise<string>;
  /** Send the strict Content-Security-Policy of `contentSecurityPolicy` with the page. */
  csp?: boolean;
}

/** The bodies of the page's inline scripts (Bazarr's inject snippet), as a browser hashes them. */
function inlineScripts(page: string): string[] {
  return [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * A strict policy for the rendered page: scripts from the origin plus the inline inject snippet by its hash
 * (computed after injection, since the injected JSON is part of it); inline styles for Emotion (Chakra).
 */
export function contentSecurityPolicy(page: string): string {
  const hashes = inlineScripts(page).map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self' ws: wss:",
  ].join('; ');
}

/** The auth type as the settings store it: null/'None' (none), 'basic' or 'form'. */
export function authType(state: DemoState): 'none' | 'basic' | 'form' {
  const type = state.settings.auth?.type;
  return type === 'basic' || type === 'form' ? type : 'none';
}

function basicAuthOk(state: DemoState, request: DemoRequest): boolean {
  const header = request.headers?.authorization ?? '';
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const username = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  return (
    username === state.settings.auth?.username && md5(password) === state.settings.auth?.password
  );
}

/**
 * index.html as Bazarr serves it: Basic auth asks the browser for credentials; Form auth injects the API key only
 * to a logged-in session, so the client's first call gets 401 and it shows its login page.
 */
export async function renderPage(
  request: DemoRequest,
  { state, baseUrl, loggedIn }: PageAccess,
  options: PageOptions,
): Promise<DemoResponse> {
  const type = authType(state);
  if (type === 'basic' && !basicAuthOk(state, request)) {
    const response = html(
      '<!doctype html><title>401 Unauthorized</title><h1>Unauthorized</h1>',
      401,
    );
    return {
      ...response,
      headers: { ...response.headers, 'www-authenticate': 'Basic realm="Bazarr"' },
    };
  }
  const showKey = type !== 'form' || loggedIn;
  const apikey = state.settings.auth?.apikey;
  const template = await options.template();
  const page = html(
    renderIndex(template, {
      baseUrl,
      canUpdate: options.canUpdate,
      hasUpdate: options.hasUpdate,
      ...(showKey && typeof apikey === 'string' ? { apiKey: apikey } : {}),
    }),
  );
  if (!options.csp) return page;
  return {
    ...page,
    headers: { ...page.headers, 'content-security-policy': contentSecurityPolicy(page.body) },
  };
}
