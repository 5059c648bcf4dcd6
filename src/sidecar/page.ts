import { readFile } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import { renderIndex, tojson } from '../bazarrPage/html';
import { connectionError, fetchText, responseHeaders, type Upstream } from './upstream';

export interface RenderedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: string;
}

export interface PageOptions {
  upstream: Upstream;
  apiKey: string;
  /** The folder of the bundle: its index.html is the template. */
  root: string;
  timeoutMs?: number;
}

/** The headers of the browser that tell Bazarr who it is: its login session (form) or credentials (basic). */
function credentials(request: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { accept: 'text/html' };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  if (request.headers.authorization) headers.authorization = request.headers.authorization;
  return headers;
}

function errorPage(status: number, text: string): RenderedPage {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: `<!doctype html><meta charset="utf-8"><title>Subtitle Desk</title><p>${escaped}</p>`,
  };
}

/** Bazarr's rendered page carries `"apiKey": "..."` in its injected JSON (Jinja's tojson) for a browser it lets in. */
export function holdsAnyKey(page: string): boolean {
  return /"apiKey":\s*"[^"]/.test(page);
}

/**
 * index.html for one browser, as Bazarr would render it. Bazarr alone knows whether this browser is logged in, so
 * its own page is asked with the browser's cookie and Authorization header: a 401 (basic auth) goes back to the
 * browser as is, so it asks for credentials; the API key is injected only when Bazarr's page holds a key too (no
 * auth, valid credentials, or a logged-in form session). Otherwise the UI calls the API without a key, gets 401
 * and shows its login page, as on Bazarr.
 */
export async function renderPage(
  request: IncomingMessage,
  options: PageOptions,
): Promise<RenderedPage> {
  const { upstream, apiKey } = options;
  const where = upstream.url.href.replace(/\/$/, '');
  let answer: Awaited<ReturnType<typeof fetchText>>;
  try {
    answer = await fetchText(upstream, '/', credentials(request), options.timeoutMs ?? 10_000);
  } catch (error) {
    return errorPage(
      502,
      `Bazarr at ${where} is not reachable (${connectionError(error)}). Reload once it runs.`,
    );
  }
  // Bazarr's cookies (a refreshed session) go along with either answer.
  const passed = responseHeaders(upstream, answer.headers);
  const cookies = passed['set-cookie'] ? { 'set-cookie': passed['set-cookie'] } : {};
  if (answer.status === 401) {
    return {
      status: 401,
      headers: {
        ...cookies,
        'content-type': String(answer.headers['content-type'] ?? 'text/html; charset=utf-8'),
        ...(answer.headers['www-authenticate']
          ? { 'www-authenticate': answer.headers['www-authenticate'] }
          : {}),
      },
      body: answer.body,
    };
  }
  if (answer.status !== 200)
    return errorPage(
      502,
      `Bazarr at ${where} answered its page with HTTP ${answer.status}. Is the address right?`,
    );
  const template = await readFile(path.join(options.root, 'index.html'), 'utf8');
  // Bazarr's page holds a key only for a browser it lets in. Ours goes into the page then even when it is not
  // Bazarr's (a wrong --api-key): the app, refused with a key in hand, says the key is wrong instead of showing a
  // login form that Bazarr does not have; the log says it too (health.ts).
  const loggedIn = answer.body.includes(tojson(apiKey)) || holdsAnyKey(answer.body);
  const body = renderIndex(template, {
    baseUrl: upstream.localBase,
    // Updating Bazarr from here would bring its stock UI back; Docker images run with --no-update anyway.
    canUpdate: false,
    hasUpdate: false,
    ...(loggedIn ? { apiKey } : {}),
  });
  return {
    status: 200,
    headers: {
      ...cookies,
      'content-type': 'text/html; charset=utf-8',
      // It may hold the API key: never in the browser's disk cache.
      'cache-control': 'no-store',
    },
    body,
  };
}
