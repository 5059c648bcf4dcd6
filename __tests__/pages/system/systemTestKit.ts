import type { DemoBackend } from '../../../src/demo/core/backend';

/** The requests the demo backend received with this method and path (query and form fields included). */
export function requestsTo(backend: DemoBackend, method: string, path: string) {
  return backend.control.requests.filter(
    (request) => request.method === method && request.path === path,
  );
}
