import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Bazarr compresses its answers with Flask-Compress (gzip, level 6): pages, scripts, styles and JSON of 500 bytes
 * or more. The demo does the same, so that what a page downloads (and a benchmark on a slow network measures) is
 * what a real Bazarr sends.
 */
const FLASK_COMPRESS_TYPES = new Set([
  'application/javascript',
  'application/json',
  'text/css',
  'text/html',
  'text/javascript',
  'text/xml',
]);

const FLASK_COMPRESS_MIN_BYTES = 500;

export function compressLikeBazarr(): RequestHandler {
  return compression({
    level: 6,
    threshold: FLASK_COMPRESS_MIN_BYTES,
    filter: (_req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase();
      return type !== undefined && FLASK_COMPRESS_TYPES.has(type);
    },
  });
}
