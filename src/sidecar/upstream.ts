import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';

/** Bazarr as the sidecar reaches it, and where the sidecar serves the UI. */
export interface Upstream {
  /** Bazarr's address with its base URL. */
  url: URL;
  /** The sidecar's own base URL ('' or '/subtitles'). */
  localBase: string;
}

/** Headers that belong to one connection, never passed on (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function bazarrBase(upstream: Upstream): string {
  return upstream.url.pathname.replace(/\/$/, '');
}

/** Options of a request to Bazarr for a path below its base URL ('/api/series?start=0'). */
export function upstreamRequestOptions(
  upstream: Upstream,
  pathBelowBase: string,
  method: string,
  headers: OutgoingHttpHeaders,
): http.RequestOptions {
  const { url } = upstream;
  return {
    protocol: url.protocol,
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    method,
    path: `${bazarrBase(upstream)}${pathBelowBase}`,
    headers: { ...headers, host: url.host },
  };
}

export function requestModule(upstream: Upstream): typeof http | typeof https {
  return upstream.url.protocol === 'https:' ? https : http;
}

/** The browser's headers for Bazarr: cookies and Authorization go along (Bazarr's own login), hop-by-hop ones not. */
export function forwardedHeaders(
  request: IncomingMessage,
  keepUpgrade = false,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'host') continue;
    if (HOP_BY_HOP.has(name) && !(keepUpgrade && (name === 'connection' || name === 'upgrade')))
      continue;
    headers[name] = value;
  }
  // Bazarr logs failed logins with the client's address: give it the browser's, not ours.
  const previous = request.headers['x-forwarded-for'];
  const client = request.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = previous ? `${String(previous)}, ${client}` : client;
  headers['x-forwarded-host'] = request.headers.host ?? '';
  headers['x-forwarded-proto'] =
    'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
  return headers;
}

/** Bazarr's path (its base URL first) as the same path below the sidecar's base URL. */
function localPath(upstream: Upstream, path: string): string {
  const base = bazarrBase(upstream);
  if (base === '') return `${upstream.localBase}${path}`;
  if (path === base) return upstream.localBase || '/';
  return path.startsWith(`${base}/`) ? `${upstream.localBase}${path.slice(base.length)}` : path;
}

/** A cookie Bazarr sets, for the sidecar's origin: no Domain, its Path moved below the sidecar's base URL. */
export function rewriteSetCookie(upstream: Upstream, cookie: string): string {
  const [pair = '', ...attributes] = cookie.split(';');
  const kept = attributes.flatMap((attribute) => {
    const [rawName = '', ...rest] = attribute.split('=');
    const name = rawName.trim().toLowerCase();
    if (name === 'domain') return [];
    if (name === 'path') return [` Path=${localPath(upstream, rest.join('=').trim()) || '/'}`];
    return [attribute];
  });
  return [pair, ...kept].join(';');
}

/** A redirect to Bazarr's own address becomes one to the sidecar. */
export function rewriteLocation(upstream: Upstream, location: string): string {
  let target: URL;
  try {
    target = new URL(location, upstream.url);
  } catch {
    return location;
  }
  if (target.origin !== upstream.url.origin) return location;
  return `${localPath(upstream, target.pathname)}${target.search}${target.hash}`;
}

export function responseHeaders(
  upstream: Upstream,
  headers: IncomingHttpHeaders,
): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (name === 'set-cookie' && Array.isArray(value))
      result[name] = value.map((cookie) => rewriteSetCookie(upstream, cookie));
    else if (name === 'location' && typeof value === 'string')
      result[name] = rewriteLocation(upstream, value);
    else result[name] = value;
  }
  return result;
}

/** One short phrase for a failed connection: 'ECONNREFUSED', 'ENOTFOUND', or the message. */
export function connectionError(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return error instanceof Error ? error.message : String(error);
}

/** A whole request to Bazarr, its answer read as text (the page; small). */
export function fetchText(
  upstream: Upstream,
  pathBelowBase: string,
  headers: OutgoingHttpHeaders,
  timeoutMs: number,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = requestModule(upstream).request(
      upstreamRequestOptions(upstream, pathBelowBase, 'GET', headers),
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)),
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Writes a raw HTTP/1.1 response head on a socket (the answer to an upgrade request). `close`: the body follows
 * as is and the connection ends with it (Node already undid any chunked encoding).
 */
function writeHead(socket: Duplex, response: IncomingMessage, close = false): void {
  const lines = [`HTTP/1.1 ${response.statusCode ?? 502} ${response.statusMessage ?? ''}`];
  for (let index = 0; index < response.rawHeaders.length; index += 2) {
    const name = response.rawHeaders[index] ?? '';
    if (close && /^(connection|transfer-encoding|content-length)$/i.test(name)) continue;
    lines.push(`${name}: ${response.rawHeaders[index + 1] ?? ''}`);
  }
  if (close) lines.push('Connection: close');
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
}

/** A websocket (socket.io) upgrade: the handshake goes to Bazarr, then bytes flow both ways untouched. */
export function forwardUpgrade(
  upstream: Upstream,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  pathBelowBase: string,
): void {
  socket.on('error', () => socket.destroy());
  if (head.length > 0) socket.unshift(head);
  const outgoing = requestModule(upstream).request(
    upstreamRequestOptions(
      upstream,
      pathBelowBase,
      request.method ?? 'GET',
      forwardedHeaders(request, true),
    ),
  );
  outgoing.on('upgrade', (response, bazarrSocket, bazarrHead) => {
    bazarrSocket.on('error', () => socket.destroy());
    socket.on('close', () => bazarrSocket.destroy());
    bazarrSocket.on('close', () => socket.destroy());
    bazarrSocket.setNoDelay(true);
    writeHead(socket, response);
    if (bazarrHead.length > 0) socket.write(bazarrHead);
    bazarrSocket.pipe(socket).pipe(bazarrSocket);
  });
  // Bazarr refused the upgrade (400, 503 while restarting): the browser gets that answer.
  outgoing.on('response', (response) => {
    writeHead(socket, response, true);
    response.pipe(socket);
  });
  outgoing.on('error', () => socket.destroy());
  outgoing.end();
}

/** An HTTP request for Bazarr (API, socket.io polling, posters, log, backups), streamed both ways. */
export function forwardRequest(
  upstream: Upstream,
  request: IncomingMessage,
  response: http.ServerResponse,
  pathBelowBase: string,
): void {
  const outgoing = requestModule(upstream).request(
    upstreamRequestOptions(
      upstream,
      pathBelowBase,
      request.method ?? 'GET',
      forwardedHeaders(request),
    ),
    (answer) => {
      response.writeHead(
        answer.statusCode ?? 502,
        answer.statusMessage,
        responseHeaders(upstream, answer.headers),
      );
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    },
  );
  outgoing.on('error', (error) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    // A JSON string, as Bazarr's own errors: the UI shows it in its 'Error 502' notification.
    const text = `Bazarr at ${upstream.url.href.replace(/\/$/, '')} is not reachable (${connectionError(error)})`;
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify(text));
  });
  // The browser went away (closed tab, aborted long-poll): stop the request to Bazarr too.
  response.on('close', () => {
    if (!response.writableFinished) outgoing.destroy();
  });
  request.pipe(outgoing);
}
