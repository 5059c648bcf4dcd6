import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { FALLBACK_TEMPLATE } from './html';

/** Where the UI comes from: its static files and the index.html template Bazarr would render. */
export interface UiSource {
  /** Serves assets and images; never index.html (the page is rendered with the injection). */
  middleware: RequestHandler;
  template(): Promise<string>;
  close(): Promise<void>;
}

export const ROOT = path.resolve(__dirname, '../..');

// Moved to bazarrPaths.ts (pure, shared with the sidecar server); re-exported for existing imports.
export { servedFromBuild } from './bazarrPaths';

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

/** Default for `npm start`: webpack compiles the UI in development mode, in memory. */
export async function devUi(): Promise<UiSource> {
  const [{ default: webpack }, { default: devMiddleware }, { default: makeConfig }] =
    await Promise.all([
      import('webpack'),
      import('webpack-dev-middleware'),
      import('../../webpack.config'),
    ]);
  const config = makeConfig({}, { mode: 'development' });
  const compiler = webpack({
    ...config,
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  });
  if (!compiler) throw new Error('webpack did not create a compiler');
  const middleware = devMiddleware(compiler, {
    publicPath: '/',
    index: false,
    stats: 'errors-warnings',
  });
  const outputPath = compiler.options.output.path ?? path.join(ROOT, 'build');
  return {
    middleware,
    template: () =>
      new Promise((resolve, reject) => {
        middleware.waitUntilValid(() => {
          try {
            const fs = middleware.context.outputFileSystem;
            resolve(String(fs.readFileSync?.(path.join(outputPath, 'index.html'))));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      }),
    close: () => new Promise((resolve) => middleware.close(() => resolve())),
  };
}

/** No bundle at all (server tests): the page is the bare template, nothing static is served. */
export function noUi(): UiSource {
  return {
    middleware: (_req, _res, next) => next(),
    template: async () => FALLBACK_TEMPLATE,
    close: async () => undefined,
  };
}
