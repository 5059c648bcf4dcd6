/**
 * Helpers for the API and entity tests: real Bazarr samples as msw answers, a fresh store per test, and a
 * log of the requests the store sent.
 *
 *   const server = setupApiServer(sampleRoute('get', '/api/series', 'GET_api_series.json'));
 *   const requests = recordRequests(server);
 *   const store = makeTestStore();
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { http, HttpResponse, type HttpHandler, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { makeStore } from '../../../src/app/store';
import type { Environment } from '../../../src/env';
import type { RealtimeSocket, SocketFactory } from '../../../src/realtime/socket';

export const SAMPLES_DIR = resolve(__dirname, '../../fixtures/api-samples');

/** The text of a file in shared/api-samples. */
export function sampleText(name: string): string {
  return readFileSync(resolve(SAMPLES_DIR, name), 'utf8');
}

/** A JSON sample, parsed. */
export function sample<T = unknown>(name: string): T {
  return JSON.parse(sampleText(name)) as T;
}

export const TEST_ENVIRONMENT: Environment = {
  baseUrl: '',
  apiKey: 'key',
  canUpdate: false,
  hasUpdate: false,
};

/** A socket that never connects: these tests are about HTTP. */
const inertSocket: RealtimeSocket = {
  on: () => undefined,
  off: () => undefined,
  connect: () => undefined,
  disconnect: () => undefined,
  active: false,
};
const noSocket: SocketFactory = () => inertSocket;

export function makeTestStore(environment: Environment = TEST_ENVIRONMENT) {
  return makeStore({ environment, socketFactory: noSocket });
}

type Method = 'get' | 'post' | 'patch' | 'delete';

/** Answers `method path` with a JSON sample file (status 200 unless given). */
export function sampleRoute(method: Method, path: string, file: string, status = 200): HttpHandler {
  return http[method](path, () =>
    HttpResponse.json(sample(file) as Record<string, unknown>, { status }),
  );
}

/** Answers a write the way Bazarr does: 204 with an empty body. */
export function noContent(method: Method, path: string): HttpHandler {
  return http[method](path, () => new HttpResponse(null, { status: 204 }));
}

/** One msw server per test file: unhandled requests fail, handlers reset after each test. */
export function setupApiServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/** Collects what the store sends (for the current test: listeners are removed after each test). */
export function recordRequests(server: SetupServer): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push({ method: request.method, url: new URL(request.url), headers: request.headers });
  });
  return sent;
}

/** Answers `method path` with 204 and keeps each form-data body it received. */
export function capturingForms(
  method: Method,
  path: string,
): { handler: HttpHandler; forms: FormData[] } {
  const forms: FormData[] = [];
  const handler = http[method](path, async ({ request }) => {
    forms.push(await request.formData());
    return new HttpResponse(null, { status: 204 });
  });
  return { handler, forms };
}

/** `GET /api/series?seriesid[]=1` style lines, for readable assertions. */
export function describeRequest({ method, url }: SentRequest): string {
  return `${method} ${url.pathname}${decodeURIComponent(url.search)}`;
}
