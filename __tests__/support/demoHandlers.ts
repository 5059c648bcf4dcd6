import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoBackend } from '../../src/demo/core/backend';
import type { DemoFile, DemoRequest, Fields } from '../../src/demo/core/types';

const ROUTED = ['/api/', '/test/'];

/** The part of a URL path the backend sees: from '/api/' or '/test/' on, whatever base URL precedes it. */
function backendPath(pathname: string): string | null {
  const starts = ROUTED.map((prefix) => pathname.indexOf(prefix)).filter((index) => index >= 0);
  return starts.length > 0 ? pathname.slice(Math.min(...starts)) : null;
}

const isFile = (value: FormDataEntryValue): value is File => typeof value !== 'string';

/** A fetch Request (query, headers, urlencoded or multipart body) as a DemoRequest. */
export async function toDemoRequest(request: Request, path: string): Promise<DemoRequest> {
  const url = new URL(request.url);
  const query: Fields = {};
  for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const form: Fields = {};
  const files: Record<string, DemoFile[]> = {};
  const type = headers['content-type'] ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const data = await request.formData();
    for (const [key, value] of data.entries()) {
      if (isFile(value))
        (files[key] ??= []).push({ name: value.name, size: value.size, type: value.type });
      else (form[key] ??= []).push(value);
    }
  }
  return { method: request.method, path, query, form, files, headers };
}

/**
 * msw handlers that send every `*\/api/*` and `*\/test/*` request of a component test to an in-process demo
 * backend, so component tests and `npm start` share one fake Bazarr. The socket.io path is left alone.
 */
export function createDemoHandlers(backend: DemoBackend): HttpHandler[] {
  const resolve = async ({ request }: { request: Request }) => {
    const path = backendPath(new URL(request.url).pathname);
    if (path === null || path.startsWith('/api/socket.io')) return undefined;
    const response = await backend.handle(await toDemoRequest(request, path));
    if (response.status === 0) return HttpResponse.error();
    return new HttpResponse(response.body === '' ? null : response.body, {
      status: response.status,
      headers: response.headers,
    });
  };
  return [http.all('*/api/*', resolve), http.all('*/test/*', resolve)];
}
