/** Framework-free request and response shapes: the HTTP server, msw and unit tests all speak these. */

/** Repeated fields keep every value, in order (form bodies repeat names for lists). */
export type Fields = Record<string, string[]>;

export interface DemoFile {
  name: string;
  size: number;
  type?: string;
}

export interface DemoRequest {
  method: string;
  /** Path below the base URL, starting with '/': '/api/series', '/images/series/...', '/'. */
  path: string;
  query?: Fields;
  form?: Fields;
  files?: Record<string, DemoFile[]>;
  /** Header names in lower case. */
  headers?: Record<string, string | undefined>;
}

export interface DemoResponse {
  /** 0 means 'no answer': the adapter drops the connection (a shut-down server). */
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type DataAction = 'update' | 'delete';

/** The payload of Bazarr's single socket.io event name, `data`. */
export interface DataEvent {
  type: string;
  action: DataAction;
  payload: unknown;
}

export type DemoSize = 'small' | 'large';
export type AuthType = 'none' | 'basic' | 'form';
