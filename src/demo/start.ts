import { createDemoBackend, DEMO_CREDENTIALS } from './backend';
import { normalizeBaseUrl } from './baseUrl';
import { startProxy } from './proxy';
import { startServer } from './server';
import type { AuthType, DemoSize } from './types';
import { buildUi, devUi } from './ui';

/** `npm start`: the demo backend (or a proxy to BAZARR_URL) with the UI, on 127.0.0.1:PORT. */
async function main(): Promise<void> {
  const env = process.env;
  const host = '127.0.0.1';
  const port = Number(env.PORT ?? 6767);
  const baseUrl = normalizeBaseUrl(env.DEMO_BASE_URL);
  const ui = env.UI === 'build' ? buildUi() : await devUi();
  if (env.BAZARR_URL) {
    await startProxy({
      target: env.BAZARR_URL,
      apiKey: env.BAZARR_API_KEY ?? '',
      ui,
      baseUrl,
      host,
      port,
    });
    console.log(`Subtitle Desk in front of ${env.BAZARR_URL}: http://${host}:${port}${baseUrl}/`);
    return;
  }
  const size: DemoSize = env.DEMO_SIZE === 'large' ? 'large' : 'small';
  const auth =
    (['none', 'basic', 'form'] as const).find((type) => type === env.DEMO_AUTH) ??
    ('none' satisfies AuthType);
  const started = Date.now();
  const backend = createDemoBackend({
    size,
    seed: env.DEMO_SEED ? Number(env.DEMO_SEED) : undefined,
    baseUrl,
    auth,
    latency: env.DEMO_LATENCY === 'real' ? 'real' : 'none',
    csp: env.DEMO_CSP === 'strict',
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
    `Demo Bazarr (${size}: ${series.size} series, ${episodes.size} episodes, ${movies.size} movies, ready in ${Date.now() - started} ms)`,
  );
  if (auth !== 'none')
    console.log(
      `Authentication: ${auth} (${DEMO_CREDENTIALS.username} / ${DEMO_CREDENTIALS.password})`,
    );
  console.log(`Open ${server.url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
