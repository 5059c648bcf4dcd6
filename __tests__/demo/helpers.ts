import { createDemoBackend } from '../../src/demo/core/backend';
import type { DataEvent, DemoRequest, DemoResponse, Fields } from '../../src/demo/core/types';
import type { ServedBackendOptions } from '../../src/demo/server/servedBackend';

export type Backend = ReturnType<typeof createDemoBackend>;

/**
 * A small backend with a fixed clock, and the events it emits collected; `create` may add the HTTP server's
 * hooks (`createServedBackend`, for the rendered page).
 */
export function setup(
  options: ServedBackendOptions = {},
  create: (options: ServedBackendOptions) => Backend = createDemoBackend,
) {
  const backend = create({
    now: () => Date.UTC(2026, 10, 21, 15, 6, 9),
    restartMs: 50,
    ...options,
  });
  const events: DataEvent[] = [];
  backend.events.subscribe((event) => events.push(event));
  return { backend, events };
}

type Values = Record<string, string | number | boolean | (string | number)[]>;

const toFields = (values: Values = {}): Fields =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      (Array.isArray(value) ? value : [value]).map(String),
    ]),
  );

export interface Call {
  query?: Values;
  form?: Values;
  files?: DemoRequest['files'];
  key?: string | null;
  headers?: Record<string, string>;
}

/** Sends one request with the API key unless `key: null`. */
export function call(
  backend: Backend,
  method: string,
  path: string,
  options: Call = {},
): Promise<DemoResponse> {
  const key = options.key === undefined ? backend.apiKey() : options.key;
  return backend.handle({
    method,
    path,
    query: toFields(options.query),
    form: toFields(options.form),
    files: options.files,
    headers: { ...(key === null ? {} : { 'x-api-key': key }), ...options.headers },
  });
}

export function body<T = unknown>(response: DemoResponse): T {
  return JSON.parse(response.body) as T;
}

/** GET and parse, failing loudly on a non-2xx answer. */
export async function getJson<T = unknown>(
  backend: Backend,
  path: string,
  query?: Values,
): Promise<T> {
  const response = await call(backend, 'GET', path, { query });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.body}`);
  return body<T>(response);
}
