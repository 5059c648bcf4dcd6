import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** The file a URL path names inside root, or null when it would leave root. */
export function fileInside(root: string, pathBelowBase: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathBelowBase);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(`${path.resolve(root)}${path.sep}`) ? file : null;
}

/**
 * A file of the bundle (assets/, images/, the service worker) for GET or HEAD. Built assets carry a content hash
 * in their names, so browsers may keep them for a year; the rest is checked again on every use.
 */
export async function serveFile(
  root: string,
  pathBelowBase: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const file = fileInside(root, pathBelowBase);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    plain(response, 404, 'Not found');
    return;
  }
  const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  const headers = {
    'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'last-modified': modified.toUTCString(),
    'cache-control': pathBelowBase.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  };
  if (!Number.isNaN(since) && modified.getTime() <= since) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(200, { ...headers, 'content-length': info.size });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
}

export { plain };
