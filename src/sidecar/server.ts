import http from 'node:http';
import { answeredByBazarr, belowBase, servedFromBuild } from '../bazarrPage/bazarrPaths';
import { renderPage } from './page';
import { plain, serveFile } from './staticFiles';
import { forwardRequest, forwardUpgrade, type Upstream } from './upstream';

export interface SidecarServerOptions {
  upstream: Upstream;
  apiKey: string;
  /** The folder of the unpacked bundle (index.html, assets/, images/). */
  root: string;
}

/** Splits '/bazarr/api/x?y=1' into the path below the sidecar's base URL and the query, or null outside it. */
function route(
  url: string | undefined,
  localBase: string,
): { below: string; search: string } | null {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  const pathname = query < 0 ? raw : raw.slice(0, query);
  const below = belowBase(pathname, localBase);
  return below === null ? null : { below, search: query < 0 ? '' : raw.slice(query) };
}

/**
 * The sidecar: what Bazarr answers itself (API, socket.io, posters, log, backups) goes to Bazarr; the bundle's
 * files are served from `root`; every other GET gets the page, rendered for this browser.
 */
export function createSidecarServer(options: SidecarServerOptions): http.Server {
  const { upstream, root } = options;
  const server = http.createServer((request, response) => {
    const target = route(request.url, upstream.localBase);
    if (target === null) {
      if (request.url === '/') {
        response.writeHead(302, { location: `${upstream.localBase}/` });
        response.end();
      } else plain(response, 404, 'Not found');
      return;
    }
    if (answeredByBazarr(target.below)) {
      forwardRequest(upstream, request, response, `${target.below}${target.search}`);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      plain(response, 405, 'Method not allowed');
      return;
    }
    const answer = servedFromBuild(target.below)
      ? serveFile(root, target.below, request, response)
      : renderPage(request, options).then((page) => {
          response.writeHead(page.status, page.headers);
          response.end(request.method === 'HEAD' ? undefined : page.body);
        });
    answer.catch((error: unknown) => {
      console.error(`Request ${request.method} ${request.url} failed: ${String(error)}`);
      if (!response.headersSent) plain(response, 500, 'Internal error');
      else response.destroy();
    });
  });
  server.on('upgrade', (request: http.IncomingMessage, socket, head: Buffer) => {
    const target = route(request.url, upstream.localBase);
    if (target === null || !answeredByBazarr(target.below)) {
      socket.destroy();
      return;
    }
    forwardUpgrade(upstream, request, socket, head, `${target.below}${target.search}`);
  });
  return server;
}
