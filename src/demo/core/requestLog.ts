import type { DemoRequest, DemoResponse } from './types';

/** One answered request, as `control.requests` keeps it (tests count and inspect calls with it). */
export interface LoggedRequest {
  at: number;
  method: string;
  path: string;
  query: Record<string, string[]>;
  form: Record<string, string[]>;
  files: string[];
  status: number;
}

const REQUEST_LOG_LIMIT = 2000;

/** Appends one request to the log, dropping the oldest beyond the limit. */
export function logRequest(
  log: LoggedRequest[],
  at: number,
  request: DemoRequest,
  response: DemoResponse,
): void {
  log.push({
    at,
    method: request.method,
    path: request.path,
    query: request.query ?? {},
    form: request.form ?? {},
    files: Object.values(request.files ?? {}).flatMap((files) => files.map((file) => file.name)),
    status: response.status,
  });
  if (log.length > REQUEST_LOG_LIMIT) log.splice(0, log.length - REQUEST_LOG_LIMIT);
}
