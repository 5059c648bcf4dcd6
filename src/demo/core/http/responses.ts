import type { DemoResponse } from '../types';

const JSON_TYPE = 'application/json';

export function json(body: unknown, status = 200): DemoResponse {
  return { status, headers: { 'content-type': JSON_TYPE }, body: JSON.stringify(body) };
}

/** Bazarr's writes answer 204 (or 200 for a few routes) with an empty body. */
export function empty(status = 204): DemoResponse {
  return { status, headers: {}, body: '' };
}

/** Errors are a JSON string body, like flask-restx's `return 'message', 404`. */
export function errorResponse(status: number, message: string): DemoResponse {
  return json(message, status);
}

export function html(body: string, status = 200): DemoResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}

export function text(body: string, contentType: string, status = 200): DemoResponse {
  return { status, headers: { 'content-type': contentType }, body };
}

export const UNAUTHORIZED_MESSAGE =
  "The server could not verify that you are authorized to access the URL requested. You either supplied the wrong credentials (e.g. a bad password), or your browser doesn't understand how to supply the credentials required.";

export function unauthorized(): DemoResponse {
  return json({ message: UNAUTHORIZED_MESSAGE }, 401);
}
