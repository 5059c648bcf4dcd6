import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import multer from 'multer';
import { Server as SocketServer } from 'socket.io';
import { sendDemoResponse, toDemoRequest } from './adapter';
import type { DemoBackend } from '../core/backend';
import { compressLikeBazarr } from './compress';
import { controlRoutes } from './controlRoutes';
import { servedFromBuild, type UiSource } from './ui';

export interface DemoServerOptions {
  backend: DemoBackend;
  ui: UiSource;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Mount the /__demo/ test hooks (default true). */
  control?: boolean;
}

export interface RunningDemoServer {
  url: string;
  port: number;
  http: HttpServer;
  io: SocketServer;
  dropSockets(): void;
  stopListener(restartAfterMs?: number): Promise<void>;
  startListener(): Promise<void>;
  /** After a shutdown: the backend comes back up and the listener reopens, like a restarted process. */
  restartProcess(): Promise<void>;
  close(): Promise<void>;
}

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 50 * 1024 * 1024 } });

/**
 * The express 5 + socket.io + multer adapter around a demo backend: API, pages, posters and the `data` event
 * stream at {base}/api/socket.io, as a real Bazarr serves them.
 */
export async function startServer(options: DemoServerOptions): Promise<RunningDemoServer> {
  const { backend, ui } = options;
  const base = backend.baseUrl;
  const app = express();
  app.disable('x-powered-by');
  const http = createServer(app);
  const io = new SocketServer(http, {
    path: `${base}/api/socket.io`,
    transports: ['polling', 'websocket'],
    // While 'restarting' or shut down the socket cannot come back, like a Bazarr that is not running.
    allowRequest: (_req, callback) => callback(null, backend.isDown() === null),
  });
  const unsubscribe = backend.events.subscribe((event) => io.emit('data', event));
  // Close the transports rather than disconnect the sockets: clients see 'transport close' and reconnect by
  // themselves, as after a real Bazarr restart ('io server disconnect' would stop them from retrying).
  const dropSockets = () => {
    for (const socket of io.of('/').sockets.values()) socket.conn.close(true);
  };
  backend.onLifecycle((event) => {
    if (event === 'restarting') dropSockets();
    // A shut-down Bazarr refuses connections until its process is started again (`restartProcess`).
    if (event === 'shutdown') setImmediate(() => void stopListener());
  });

  const host = options.host ?? '127.0.0.1';
  let port = options.port ?? 0;
  const startListener = () =>
    new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(port, host, () => {
        http.off('error', reject);
        port = (http.address() as AddressInfo).port;
        resolve();
      });
    });
  const stopListener = async (restartAfterMs?: number) => {
    dropSockets();
    await new Promise<void>((resolve) => {
      http.close(() => resolve());
      http.closeAllConnections();
    });
    if (restartAfterMs !== undefined)
      setTimeout(() => void startListener(), restartAfterMs).unref();
  };

  if (options.control !== false)
    app.use('/__demo', controlRoutes(backend, { dropSockets, stopListener }));
  const mount = express.Router();
  mount.use(compressLikeBazarr());
  mount.use('/api', upload.any(), express.urlencoded({ extended: false, limit: '10mb' }));
  mount.use((req, res, next) => {
    // Static files first (assets, images, the service worker), where Bazarr serves them; the backend answers
    // everything else, pages included.
    if (req.method === 'GET' && servedFromBuild(req.path)) ui.middleware(req, res, next);
    else next();
  });
  mount.use((req, res, next) => {
    backend
      .handle(toDemoRequest(req))
      .then((response) => sendDemoResponse(res, response))
      .catch(next);
  });
  app.use(base === '' ? '/' : base, mount);
  // A malformed body (broken multipart, oversized form) is the client's fault: 4xx with a JSON string.
  app.use(
    (error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      const status =
        typeof error === 'object' &&
        error !== null &&
        'status' in error &&
        typeof error.status === 'number'
          ? error.status
          : 400;
      res
        .status(status >= 400 && status < 500 ? status : 400)
        .json(error instanceof Error ? `Malformed request: ${error.message}` : 'Malformed request');
    },
  );
  if (base !== '') app.get('/', (_req, res) => res.redirect(`${base}/`));

  await startListener();
  return {
    get url() {
      return `http://${host}:${port}${base}/`;
    },
    get port() {
      return port;
    },
    http,
    io,
    dropSockets,
    stopListener,
    startListener,
    async restartProcess() {
      backend.control.bringUp();
      if (!http.listening) await startListener();
    },
    async close() {
      unsubscribe();
      backend.dispose();
      io.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) =>
        http.listening ? http.close(() => resolve()) : resolve(),
      );
      await ui.close();
    },
  };
}
