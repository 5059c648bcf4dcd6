/**
 * What the service worker does with each request, as pure functions (tested without a worker).
 *
 * It keeps the app shell only: the built files under {base}/assets/ (their names carry a content hash, so a cached
 * copy never goes stale) and the last page Bazarr rendered (index.html, a Jinja template), without the script
 * Bazarr injects its values into: that script holds the API key, which is never written to storage. Everything
 * else, the API and the socket above all, goes to the network untouched and is never stored.
 */

export type RequestPolicy =
  /** A built file: from the cache, else the network (and then cached). */
  | 'asset'
  /** A page of the app: the network first, its answer kept; the kept page when the network fails. */
  | 'shell'
  /** Not ours to handle: the browser fetches it as if there were no worker. */
  | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

/** The scope's path with a trailing slash: '/bazarr/' (the worker's registration scope). */
function scopePath(scopeUrl: string): string {
  const path = new URL(scopeUrl).pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

/** The part of the URL's path below the scope ('api/series' for /bazarr/api/series), or null outside it. */
export function pathInScope(url: string, scopeUrl: string): string | null {
  const target = new URL(url);
  const scope = new URL(scopeUrl);
  if (target.origin !== scope.origin) return null;
  const base = scopePath(scopeUrl);
  if (target.pathname === base.slice(0, -1)) return '';
  return target.pathname.startsWith(base) ? target.pathname.slice(base.length) : null;
}

/** True for anything under {base}/api/ (REST, socket.io, swagger): never cached, never answered by the worker. */
export function isApiPath(relativePath: string): boolean {
  return relativePath === 'api' || relativePath.startsWith('api/');
}

export function requestPolicy(request: RequestFacts, scopeUrl: string): RequestPolicy {
  if (request.method !== 'GET') return 'network';
  const path = pathInScope(request.url, scopeUrl);
  if (path === null || isApiPath(path)) return 'network';
  if (path.startsWith('assets/')) return 'asset';
  // Page loads of the app. Not the files Bazarr serves beside it (log and backup downloads, posters).
  if (request.mode === 'navigate' && !path.startsWith('images/') && !path.startsWith('system/'))
    return 'shell';
  return 'network';
}

export interface ResponseFacts {
  ok: boolean;
  status: number;
  /** Response.type: 'basic' for a same-origin answer; 'opaqueredirect' and others are not kept. */
  type: string;
  contentType: string | null;
}

/** Keeps a complete same-origin answer only; the shell only when it is HTML (not a file download). */
export function isCacheable(policy: RequestPolicy, response: ResponseFacts): boolean {
  if (policy === 'network' || !response.ok || response.status !== 200 || response.type !== 'basic')
    return false;
  if (policy === 'shell') return (response.contentType ?? '').includes('text/html');
  return true;
}

/** The inline script of static/index.html that sets `window.Bazarr` (API key, base URL) from Bazarr's injection. */
const INJECT_SCRIPT =
  /[ \t]*<script\b[^>]*>((?:(?!<\/script>)[\s\S])*?window\.Bazarr\s*=[\s\S]*?)<\/script>[ \t]*\n?/g;
/** The key as Jinja's `tojson` writes it into that script. */
const API_KEY_MEMBER = /"apiKey"\s*:\s*"([^"\\]*)"/;

/**
 * The rendered page as the worker may keep it: without the script that carries Bazarr's injected values. The
 * app started from it has no key: it finds its base URL in <base href> and shows that Bazarr cannot be reached
 * (src/env.ts). Null (the page is not kept) unless that script is there exactly once and nothing of the key is
 * left in what remains.
 */
export function keylessShell(html: string): string | null {
  const scripts = [...html.matchAll(INJECT_SCRIPT)];
  if (scripts.length !== 1) return null;
  const script = scripts[0]?.[1] ?? '';
  const stripped = html.replace(INJECT_SCRIPT, '');
  // Another script may read window.Bazarr (the boot script); none may set it.
  if (/window\.Bazarr\s*=[^=]/.test(stripped)) return null;
  const apiKey = API_KEY_MEMBER.exec(script)?.[1];
  if (apiKey && stripped.includes(apiKey)) return null;
  return stripped;
}

/** Headers that describe the body as the server sent it: wrong for the page the worker keeps. */
export const BODY_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding', 'etag'];

/** The cache key of the shell: the scope itself, whatever page of the app was loaded. */
export function shellKey(scopeUrl: string): string {
  return new URL(scopePath(scopeUrl), scopeUrl).href;
}

/**
 * The built files a rendered index.html loads (scripts, styles, icons under ./assets/), as absolute URLs: the
 * worker stores them when it installs, so the next visit starts without the network.
 */
export function shellAssetUrls(html: string, scopeUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/g)) {
    const value = match[1];
    if (!value) continue;
    const absolute = new URL(value, shellKey(scopeUrl));
    const path = pathInScope(absolute.href, scopeUrl);
    if (path !== null && path.startsWith('assets/')) urls.add(absolute.href);
  }
  return [...urls];
}

/** What the page posts to the worker once it controls the page: the built files it loaded before that. */
export interface LoadedAssetsMessage {
  type: 'loaded-assets';
  urls: string[];
}

/**
 * The built files (under ./assets/ of the scope) a 'loaded-assets' message lists; nothing for any other message.
 * On a first visit the page loads its route chunks before the worker controls it: they are cached this way.
 */
export function loadedAssetUrls(message: unknown, scopeUrl: string): string[] {
  if (typeof message !== 'object' || message === null) return [];
  const { type, urls } = message as Partial<LoadedAssetsMessage>;
  if (type !== 'loaded-assets' || !Array.isArray(urls)) return [];
  return urls.filter((url): url is string => {
    if (typeof url !== 'string') return false;
    try {
      return pathInScope(url, scopeUrl)?.startsWith('assets/') ?? false;
    } catch {
      return false; // not a URL
    }
  });
}

/**
 * Cache names carry this version; the worker deletes caches of other versions when it activates. v1 kept the page
 * with the API key in it: v2 deletes it.
 */
export const CACHE_PREFIX = 'subtitle-desk-shell-';
export const CACHE_NAME = `${CACHE_PREFIX}v2`;
/** Old hashed files pile up release after release: past this many entries the oldest go. */
export const MAX_ENTRIES = 200;
