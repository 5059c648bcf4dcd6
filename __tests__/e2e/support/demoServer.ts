import type { DemoBackend } from '../../../src/demo/core/backend';
import {
  createServedBackend,
  type ServedBackendOptions,
} from '../../../src/demo/server/servedBackend';
import { startServer, type RunningDemoServer } from '../../../src/demo/server/server';
import { buildUi } from '../../../src/demo/server/ui';

export interface StartedDemoServer {
  /** The page URL, base URL and trailing slash included: http://127.0.0.1:PORT/bazarr/ */
  url: string;
  /** http://127.0.0.1:PORT */
  origin: string;
  backend: DemoBackend;
  control: DemoBackend['control'];
  server: RunningDemoServer;
  stop(): Promise<void>;
}

/**
 * The real demo server on 127.0.0.1 and a free port, serving the production bundle from build/ (UI=build), as
 * browser tests need it. Call stop() in afterAll.
 */
export async function startDemoServer(
  options: Omit<ServedBackendOptions, 'template'> & {
    /** Where the production bundle is (default build/); the benchmark builds its own. */
    uiDir?: string;
  } = {},
): Promise<StartedDemoServer> {
  const { uiDir, ...backendOptions } = options;
  const ui = buildUi(uiDir);
  const backend = createServedBackend({
    size: 'small',
    ...backendOptions,
    template: () => ui.template(),
  });
  const server = await startServer({ backend, ui, host: '127.0.0.1', port: 0 });
  return {
    url: server.url,
    origin: `http://127.0.0.1:${server.port}`,
    backend,
    control: backend.control,
    server,
    stop: () => server.close(),
  };
}
