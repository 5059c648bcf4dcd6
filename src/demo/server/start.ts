import path from 'node:path';
import { DEMO_CREDENTIALS } from '../core/backend';
import { normalizeBaseUrl } from './baseUrl';
import { backendOptionsFromEnv } from './envOptions';
import { startProxy } from './proxy';
import { startServer } from './server';
import { createServedBackend } from './servedBackend';
import { buildIsFresh, buildUi, deferredUi, devUi, type UiSource } from './ui';

/**
 * `npm start` (and `npm run dev`, with `--hot`): the demo backend (or a proxy to BAZARR_URL) with the UI, on
 * 127.0.0.1:PORT. `npm start` serves build/ when it is newer than the sources, else compiles them in memory;
 * `npm run dev` always compiles, watches and hot-reloads the open pages.
 */
async function main(): Promise<void> {
  const env = process.env;
  const hot = process.argv.includes('--hot');
  const command = hot ? 'npm run dev' : 'npm start';
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? (hot ? 3000 : 6767));
  const baseUrl = normalizeBaseUrl(env.DEMO_BASE_URL);
  // UI_DIR: any built UI with Bazarr's index.html template (e.g. Bazarr's own, to compare them side by side).
  const uiDir = env.UI_DIR ? path.resolve(env.UI_DIR) : undefined;
  const prebuilt =
    uiDir !== undefined || (!hot && (env.UI === 'build' || (env.UI !== 'dev' && buildIsFresh())));
  // webpack starts only once the port is ours: a busy port fails at once, not after a compilation.
  let listening: () => void = () => undefined;
  const ui: UiSource = prebuilt
    ? buildUi(uiDir)
    : deferredUi(new Promise<void>((resolve) => (listening = resolve)).then(() => devUi({ hot })));

  let url: string;
  try {
    url = await listen({ env, ui, baseUrl, host, port });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      console.error(
        `Port ${port} is already in use: choose another one with PORT=<port> ${command} (e.g. PORT=${port + 1} ${command}).`,
      );
      process.exit(1);
    }
    throw error;
  }
  if (prebuilt) {
    console.log(
      uiDir
        ? `UI: the build in ${uiDir} (UI_DIR)`
        : env.UI === 'build'
          ? 'UI: the production bundle in build/'
          : 'UI: the production bundle in build/, newer than src/ and static/ (UI=dev compiles the sources instead)',
    );
  } else {
    const started = Date.now();
    console.log('Compiling the UI… (about 20 s on first start)');
    listening();
    await ui.template();
    console.log(
      `UI compiled in ${Math.round((Date.now() - started) / 1000)} s${hot ? '; open pages reload when a source file changes' : ''}`,
    );
  }
  console.log(`Ready at ${url}`);
}

interface ListenOptions {
  env: NodeJS.ProcessEnv;
  ui: UiSource;
  baseUrl: string;
  host: string;
  port: number;
}

/** Starts the proxy (BAZARR_URL) or the demo backend and answers the page's address. */
async function listen({ env, ui, baseUrl, host, port }: ListenOptions): Promise<string> {
  if (env.BAZARR_URL) {
    await startProxy({
      target: env.BAZARR_URL,
      apiKey: env.BAZARR_API_KEY ?? '',
      ui,
      baseUrl,
      host,
      port,
    });
    console.log(`Subtitle Desk in front of ${env.BAZARR_URL}`);
    return `http://${host}:${port}${baseUrl}/`;
  }
  const started = Date.now();
  const options = backendOptionsFromEnv(env);
  const backend = createServedBackend({
    ...options,
    baseUrl,
    template: () => ui.template(),
  });
  const server = await startServer({ backend, ui, host, port });
  backend.onLifecycle((event) => {
    if (event !== 'shutdown') return;
    console.log('Shut down from the UI. Run npm start again to bring it back.');
    void server.close().then(() => process.exit(0));
  });
  const { series, episodes, movies } = backend.state;
  console.log(
    `Demo Bazarr ${backend.state.bazarrVersion} (${options.size}: ${series.size} series, ${episodes.size} episodes, ${movies.size} movies, ready in ${Date.now() - started} ms)`,
  );
  if (options.auth !== 'none')
    console.log(
      `Authentication: ${options.auth} (${DEMO_CREDENTIALS.username} / ${DEMO_CREDENTIALS.password})`,
    );
  return server.url;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
