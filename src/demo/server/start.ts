import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DEMO_CREDENTIALS } from '../core/backend';
import { normalizeBaseUrl } from '../../bazarrPage/baseUrl';
import { checkBazarr, checkLine, MISSING_KEY } from './bazarrCheck';
import { backendOptionsFromEnv } from './envOptions';
import { startProxy } from './proxy';
import { startServer } from './server';
import { createServedBackend } from './servedBackend';
import {
  addressLines,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEV_PORT,
  planUi,
  portBusyMessage,
  uiLine,
  type UiPlan,
} from './startInfo';
import { buildIsFresh, buildUi, deferredUi, devUi, productionUi, ROOT, type UiSource } from './ui';

/**
 * `npm start` (and `npm run dev`, with `--hot`): the demo backend (or a proxy to BAZARR_URL) with the UI, on
 * HOST:PORT (127.0.0.1:6780; `npm run dev`: 3000). `npm start` serves the production bundle in build/, built first
 * when the sources are newer; `npm run dev` compiles in development mode, watches and hot-reloads the open pages.
 */
async function main(): Promise<void> {
  const env = process.env;
  const hot = process.argv.includes('--hot');
  const command = hot ? 'npm run dev' : 'npm start';
  const host = env.HOST || DEFAULT_HOST;
  const port = Number(env.PORT || (hot ? DEV_PORT : DEFAULT_PORT));
  const baseUrl = normalizeBaseUrl(env.DEMO_BASE_URL);
  if (env.BAZARR_URL && !env.BAZARR_API_KEY?.trim()) {
    console.error(MISSING_KEY);
    process.exit(1);
  }
  // UI_DIR: any built UI with Bazarr's index.html template (e.g. Bazarr's own, to compare them side by side).
  const uiDir = env.UI_DIR ? path.resolve(env.UI_DIR) : undefined;
  const plan = planUi({
    hot,
    env,
    uiDir,
    fresh: uiDir === undefined && !hot && buildIsFresh(),
    built: existsSync(path.join(ROOT, 'build/index.html')),
  });
  // webpack starts only once the port is ours: a busy port fails at once, not after a compilation.
  let listening: () => void = () => undefined;
  const ui = uiFor(plan, new Promise<void>((resolve) => (listening = resolve)));

  let url: string;
  try {
    url = await listen({ env, ui, baseUrl, host, port });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      console.error(portBusyMessage(port, host, command));
      process.exit(1);
    }
    throw error;
  }
  console.log(uiLine(plan, env));
  if (plan.kind === 'build-first' || plan.kind === 'dev') {
    const started = Date.now();
    listening();
    try {
      await ui.template();
    } catch (error) {
      console.error(`The UI could not be built: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      plan.kind === 'build-first'
        ? `UI built into build/ in ${seconds} s`
        : `UI compiled in ${seconds} s`,
    );
  }
  const actualPort = Number(new URL(url).port);
  console.log(`Ready at ${url}`);
  for (const line of addressLines({ host, port: actualPort, baseUrl, command })) console.log(line);
}

function uiFor(plan: UiPlan, listening: Promise<void>): UiSource {
  switch (plan.kind) {
    case 'dir':
      return buildUi(plan.dir);
    case 'build':
      return buildUi();
    case 'build-first':
      return deferredUi(listening.then(() => productionUi()));
    case 'dev':
      return deferredUi(listening.then(() => devUi({ hot: plan.hot })));
  }
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
    const apiKey = (env.BAZARR_API_KEY ?? '').trim();
    const http = await startProxy({ target: env.BAZARR_URL, apiKey, ui, baseUrl, host, port });
    console.log(`Subtitle Desk in front of ${env.BAZARR_URL}`);
    const check = await checkBazarr(env.BAZARR_URL, apiKey);
    (check.ok ? console.log : console.error)(checkLine(env.BAZARR_URL, check));
    const { port: actual } = http.address() as AddressInfo;
    const shown = host.includes(':') ? `[${host}]` : host;
    return `http://${shown}:${actual}${baseUrl}/`;
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
