import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { FALLBACK_TEMPLATE } from '../../bazarrPage/html';

/** Where the UI comes from: its static files and the index.html template Bazarr would render. */
export interface UiSource {
  /** Serves assets and images; never index.html (the page is rendered with the injection). */
  middleware: RequestHandler;
  template(): Promise<string>;
  close(): Promise<void>;
}

export const ROOT = path.resolve(__dirname, '../../..');

// Moved to bazarrPaths.ts (pure, shared with the sidecar server); re-exported for existing imports.
export { servedFromBuild } from '../../bazarrPage/bazarrPaths';

/** `UI=build`: the production bundle in build/. */
export function buildUi(dir = path.join(ROOT, 'build')): UiSource {
  const indexPath = path.join(dir, 'index.html');
  let cached: string | null = null;
  return {
    middleware: express.static(dir, { index: false }),
    async template() {
      cached ??= readFileSync(indexPath, 'utf8');
      return cached;
    },
    close: async () => undefined,
  };
}

/**
 * A development build must not run under the offline shell a production build served on this same address
 * installed (its cache-first assets/ would hide every change): this worker takes its place, empties its caches,
 * unregisters itself and reloads the pages it controlled.
 */
export const RETIRING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
      .then(() => self.registration.unregister())
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => clients.forEach((client) => client.navigate(client.url))),
  );
});
`;

/**
 * `npm run dev` (`hot`) and `UI=dev npm start`: webpack compiles the UI in development mode, in memory, and again
 * on every change; with `hot`, open pages take each new build (hotReload.ts).
 */
export async function devUi({ hot = false }: { hot?: boolean } = {}): Promise<UiSource> {
  const [
    { default: webpack },
    { default: devMiddleware },
    { default: makeConfig },
    { hotChannel },
  ] = await Promise.all([
    import('webpack'),
    import('webpack-dev-middleware'),
    import('../../../webpack.config'),
    import('./hotReload'),
  ]);
  const config = makeConfig({ hot }, { mode: 'development' });
  const compiler = webpack({
    ...config,
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  });
  if (!compiler) throw new Error('webpack did not create a compiler');
  const channel = hot ? hotChannel(compiler) : null;
  const files = devMiddleware(compiler, {
    publicPath: '/',
    index: false,
    stats: 'errors-warnings',
  });
  const outputPath = compiler.options.output.path ?? path.join(ROOT, 'build');
  return {
    middleware(req, res, next) {
      if (channel && req.path === '/assets/__hot') channel.handle(req, res);
      else if (req.path === '/sw.js')
        res.type('js').set('cache-control', 'no-store').send(RETIRING_WORKER);
      else files(req, res, next);
    },
    template: () =>
      new Promise((resolve, reject) => {
        files.waitUntilValid(() => {
          try {
            const fs = files.context.outputFileSystem;
            resolve(String(fs.readFileSync?.(path.join(outputPath, 'index.html'))));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      }),
    close: () =>
      new Promise((resolve) => {
        channel?.close();
        files.close(() => resolve());
      }),
  };
}

/**
 * `npm start` when build/ is older than the sources: the production bundle, written to `outDir` (build/) as
 * `npm run build` does, then served from there.
 */
export async function productionUi(outDir = path.join(ROOT, 'build')): Promise<UiSource> {
  const [{ default: webpack }, { default: makeConfig }] = await Promise.all([
    import('webpack'),
    import('../../../webpack.config'),
  ]);
  const config = makeConfig({}, { mode: 'production' });
  await new Promise<void>((resolve, reject) => {
    webpack(
      {
        ...config,
        output: { ...config.output, path: outDir },
        infrastructureLogging: { level: 'warn' },
      },
      (error, stats) => {
        if (error) reject(error);
        else if (stats?.hasErrors())
          reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true })));
        else resolve();
      },
    );
  });
  return buildUi(outDir);
}

/** A UI that exists once `source` resolves: requests wait for it (the server can listen before webpack starts). */
export function deferredUi(source: Promise<UiSource>): UiSource {
  return {
    middleware: (req, res, next) => {
      source.then((ui) => ui.middleware(req, res, next), next);
    },
    template: () => source.then((ui) => ui.template()),
    close: () => source.then((ui) => ui.close()),
  };
}

/** The demo backend is not part of the bundle: changing it leaves build/ up to date. */
const NOT_IN_BUNDLE = path.join(ROOT, 'src/demo');

function newestMtime(entry: string): number {
  if (!existsSync(entry) || entry === NOT_IN_BUNDLE) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))),
  );
}

/**
 * True when build/ holds a bundle newer than everything it is built from (src/ but the demo backend, static/, the
 * webpack config and its plugins, package.json, the locked dependencies).
 */
export function buildIsFresh(root = ROOT): boolean {
  const index = path.join(root, 'build/index.html');
  if (!existsSync(index)) return false;
  // package.json: the version and issue tracker the bundle shows; scripts/: the build's own plugins.
  const sources = [
    'src',
    'static',
    'scripts',
    'webpack.config.ts',
    'package.json',
    'package-lock.json',
  ];
  return (
    statSync(index).mtimeMs >=
    Math.max(...sources.map((name) => newestMtime(path.join(root, name))))
  );
}

/** No bundle at all (server tests): the page is the bare template, nothing static is served. */
export function noUi(): UiSource {
  return {
    middleware: (_req, _res, next) => next(),
    template: async () => FALLBACK_TEMPLATE,
    close: async () => undefined,
  };
}
