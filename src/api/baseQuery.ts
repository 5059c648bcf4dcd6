import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import type { AppExtra } from '../lib/extra';
import { authChanged, keyRefused } from './authSlice';
import { hasInjectedKey } from '../env';
import { notify } from '../notifications/notificationsSlice';
import { toFormData, toSearchParams, type FormBody, type QueryParams } from './formData';
import { takeEarlyResponse } from '../boot/earlyResponses';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  /** Path under {base}/api/, without a leading slash. */
  url: string;
  method?: HttpMethod;
  params?: QueryParams;
  /** Sent as multipart form-data (docs/behaviour.md §7). */
  body?: FormBody;
  /** Errors are reported by the caller (e.g. a form shows them inline). */
  silent?: boolean;
  /** The path is under {base}/ rather than {base}/api/ (the connection test at `test/...`). */
  outsideApi?: boolean;
}

export interface ApiError {
  status: number;
  message: string;
}

export const DISCONNECTED_MESSAGE = 'You have disconnected from the server';

/** Bazarr answers errors with a JSON string body, `{message}` for a 401, or `{error}` (its Plex routes). */
export function errorText(data: unknown, fallback: string): string {
  if (typeof data === 'string' && data.trim() !== '') return data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
    return data.message;
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string')
    return data.error;
  return fallback;
}

export const MALFORMED_ANSWER_MESSAGE = 'The server sent a malformed answer';

export const HTML_ANSWER_MESSAGE = 'The server answered with a web page instead of data';

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/html');
}

function toApiError(error: FetchBaseQueryError, response: Response | undefined): ApiError {
  // Bazarr answers a GET on a route without a GET handler with index.html and 200: that route does not exist.
  if (response && isHtml(response) && typeof error.data === 'string')
    return { status: response.ok ? 404 : response.status, message: HTML_ANSWER_MESSAGE };
  if (typeof error.status === 'number')
    return { status: error.status, message: errorText(error.data, `HTTP ${error.status}`) };
  // Truncated or broken JSON: its text is no message for the user (it may be a whole page of data).
  if (error.status === 'PARSING_ERROR')
    return {
      status: error.originalStatus,
      message:
        response?.ok === false ? errorText(error.data, error.error) : MALFORMED_ANSWER_MESSAGE,
    };
  // FETCH_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR: no answer from the server.
  return { status: 500, message: DISCONNECTED_MESSAGE };
}

/** Node's fetch (tests) needs absolute URLs; a browser resolves a path against the page the same way. */
function absolute(url: string): string {
  return typeof window === 'undefined' ? url : new URL(url, window.location.href).href;
}

/** A request the boot script already made is answered by its response (once); one that failed is made again. */
function fetchOrTakeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = takeEarlyResponse(input);
  if (!early) return fetch(input, init);
  return early.catch(() => fetch(input, init));
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  fetchFn: fetchOrTakeEarly,
  prepareHeaders(headers, { extra }) {
    headers.set('X-API-KEY', (extra as AppExtra).environment.apiKey);
    return headers;
  },
  // JSON when the server says so, text otherwise, null for an empty 204/200 body.
  responseHandler: async (response) => {
    const text = await response.text();
    if (text === '') return null;
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? JSON.parse(text) : text;
  },
  // An HTML page is never an API answer (see toApiError); an empty 200 of a write may still say text/html.
  validateStatus: (response, body) => response.ok && !(isHtml(response) && body !== null),
});

/**
 * Every API call goes through here: base URL and key from the injected environment, form-data bodies,
 * and the error handling of docs/behaviour.md §8 (notification, 401 -> logged out, 2xx -> logged in).
 */
export const baseQuery: BaseQueryFn<
  ApiRequest | string,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (request, api, extraOptions) => {
  const {
    url,
    method = 'GET',
    params,
    body,
    silent,
    outsideApi,
  } = typeof request === 'string' ? { url: request } : request;
  const { environment } = api.extra as AppExtra;
  const query = params ? toSearchParams(params).toString() : '';
  const result = await rawBaseQuery(
    {
      url: absolute(
        `${environment.baseUrl}/${outsideApi ? '' : 'api/'}${url}${query ? `?${query}` : ''}`,
      ),
      method,
      body: body ? toFormData(body) : undefined,
    },
    api,
    extraOptions,
  );
  const status = (api.getState() as { auth?: { status: string } }).auth?.status;
  if (result.error) {
    const error = toApiError(result.error, result.meta?.response);
    // A 401 while signed in means the session ended; before that it just means 'please log in'.
    const shouldNotify = !silent && (error.status !== 401 || status === 'authenticated');
    if (shouldNotify)
      api.dispatch(
        notify({ type: 'error', title: `Error ${error.status}`, message: error.message }),
      );
    if (error.status === 401 && status !== 'unauthenticated' && status !== 'keyRefused') {
      // Logged out first (the socket stops on it), then, when the page was given a key, why: Bazarr refused it.
      api.dispatch(authChanged(false));
      if (hasInjectedKey(environment)) api.dispatch(keyRefused());
    }
    return { error, meta: result.meta };
  }
  // Only the API tells whether the key is accepted: the `test/...` proxy answers without auth.
  if (status !== 'authenticated' && !outsideApi) api.dispatch(authChanged(true));
  return { data: result.data, meta: result.meta };
};
