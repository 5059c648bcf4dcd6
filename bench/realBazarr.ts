import type { AddressInfo } from 'node:net';
import { createSidecarServer } from '../src/sidecar/server';
import type { Ui } from './scenarios/sideBySide';

/** BENCH_BAZARR_URL (with its base URL, if any) and BENCH_BAZARR_KEY: the real Bazarr both UIs run against. */
export interface RealBazarr {
  url: URL;
  apiKey: string;
}

export function realBazarr(env: NodeJS.ProcessEnv = process.env): RealBazarr | undefined {
  const address = env.BENCH_BAZARR_URL;
  if (!address) return undefined;
  const apiKey = (env.BENCH_BAZARR_KEY ?? '').trim();
  if (apiKey === '') throw new Error('BENCH_BAZARR_URL needs BENCH_BAZARR_KEY (Bazarr’s API key)');
  const url = new URL(address);
  url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return { url, apiKey };
}

export interface RunningSidecars {
  urls: Record<Ui, string>;
  stop(): Promise<void>;
}

/**
 * Each UI's build served by the sidecar server in front of the same Bazarr, on a port of its own: the page is
 * rendered from the build's index.html as Bazarr renders it (base URL and API key injected), the API, socket.io
 * and posters go to Bazarr. Bazarr's own UI is served the same way, so that the two differ in their build only.
 */
export async function startSidecars(
  bazarr: RealBazarr,
  roots: Record<Ui, string>,
): Promise<RunningSidecars> {
  const upstream = { url: bazarr.url, localBase: '' };
  const servers = (['ours', 'theirs'] as const).map((ui) => ({
    ui,
    server: createSidecarServer({ upstream, apiKey: bazarr.apiKey, root: roots[ui] }),
  }));
  const urls = {} as Record<Ui, string>;
  for (const { ui, server } of servers) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    urls[ui] = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }
  return {
    urls,
    stop: async () => {
      await Promise.all(
        servers.map(
          ({ server }) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}
