import { createServer } from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { answeredByBazarr, belowBase } from '../../bazarrPage/bazarrPaths';
import { renderIndex } from '../../bazarrPage/html';
import type { UiSource } from './ui';

export interface ProxyOptions {
  /** The real Bazarr, e.g. http://my-server:6767 (with its own base path if it has one). */
  target: string;
  apiKey: string;
  ui: UiSource;
  baseUrl: string;
  host: string;
  port: number;
}

/**
 * `BAZARR_URL=... npm start`: our UI in front of a real Bazarr. API, socket.io (websocket too), posters, the
 * connection test, the log and backups go to Bazarr; the page is rendered here with BAZARR_API_KEY injected.
 */
export async function startProxy(options: ProxyOptions) {
  const { baseUrl, ui } = options;
  const local = (path: string) => belowBase(path, baseUrl) ?? path;
  const proxy = createProxyMiddleware({
    target: options.target,
    changeOrigin: true,
    ws: true,
    pathFilter: (path) => answeredByBazarr(local(path)),
    pathRewrite: (path) => local(path),
  });
  const app = express();
  app.use(proxy);
  const mount = express.Router();
  mount.use(ui.middleware);
  mount.get(/.*/, (_req, res, next) => {
    ui.template()
      .then((template) => {
        const page = renderIndex(template, {
          baseUrl,
          canUpdate: false,
          hasUpdate: false,
          apiKey: options.apiKey,
        });
        res.type('html').send(page);
      })
      .catch(next);
  });
  app.use(baseUrl === '' ? '/' : baseUrl, mount);
  const http = createServer(app);
  http.on('upgrade', proxy.upgrade);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  return http;
}
