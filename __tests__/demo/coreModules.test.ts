/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What a component or unit test loads: the demo core and the msw handlers, never the HTTP server's extras
 * (express, socket.io, webpack, the page, CSP, latency...). Every server module and package records its loading.
 */
const mockLoaded: string[] = [];
const SERVER_DIR = path.join(process.cwd(), 'src/demo/server');
const SERVER_PACKAGES = [
  'express',
  'multer',
  'socket.io',
  'webpack',
  'webpack-dev-middleware',
  'http-proxy-middleware',
];
const serverModules = readdirSync(SERVER_DIR)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => path.join(SERVER_DIR, name));
for (const name of [...SERVER_PACKAGES, ...serverModules]) {
  jest.mock(name, () => {
    mockLoaded.push(path.basename(name));
    return jest.requireActual(name);
  });
}

beforeEach(() => {
  mockLoaded.length = 0;
});

it('serves API calls and msw from the core alone', async () => {
  const { createDemoBackend } = await import('../../src/demo/core/backend');
  const { createDemoHandlers } = await import('../support/demoHandlers');
  const backend = createDemoBackend();
  expect(createDemoHandlers(backend)).toHaveLength(2);
  const headers = { 'x-api-key': backend.apiKey() };
  expect((await backend.handle({ method: 'GET', path: '/api/series', headers })).status).toBe(200);
  // No page without the server's hook.
  expect((await backend.handle({ method: 'GET', path: '/series' })).status).toBe(404);
  expect(mockLoaded).toEqual([]);
});

it('sees the server load its extras (the check above can fail)', async () => {
  await jest.isolateModulesAsync(async () => {
    await import('../../src/demo/server/server');
    await import('../../src/demo/server/servedBackend');
  });
  expect(mockLoaded).toEqual(
    expect.arrayContaining(['express', 'socket.io', 'server.ts', 'page.ts', 'latency.ts']),
  );
});
