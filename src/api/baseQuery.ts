import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import type { AppExtra } from '../app/extra';
import { authChanged } from '../app/authSlice';
import { notify } from '../notifications/notificationsSlice';
import { toFormData, toSearchParams, type FormBody, type QueryParams } from './formData';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  /** Path under {base}/api/, without a leading slash. */
  url: string;
  method?: HttpMethod;
  params?: QueryParams;
  /** Sent as multipart form-data (SPEC §7). */
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

/** Bazarr answers errors with a JSON string body, or `{message}` for a 401. */
export function errorText(data: unknown, fallback: string): string {
  if (typeof data === 'string' && data.trim() !== '') return data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return fallback;
}

function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') return { status: error.status, message: errorText(error.data, `HTTP ${error.status}`) };
  if (error.status === 'PARSING_ERROR') return { status: error.originalStatus, message: errorText(error.data, error.error) };
  // FETCH_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR: no answer from the server.
  return { status: 500, message: DISCONNECTED_MESSAGE };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
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
});

/**
 * Every API call goes through here: base URL and key from the injected environment, form-data bodies,
 * and the error handling of SPEC §8 (notification, 401 -> logged out, 2xx -> logged in).
 */
export const baseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  request,
  api,
  extraOptions,
) => {
  const { url, method = 'GET', params, body, silent, outsideApi } = typeof request === 'string' ? { url: request } : request;
  const { environment } = api.extra as AppExtra;
  const query = params ? toSearchParams(params).toString() : '';
  const result = await rawBaseQuery(
    {
      url: `${environment.baseUrl}/${outsideApi ? '' : 'api/'}${url}${query ? `?${query}` : ''}`,
      method,
      body: body ? toFormData(body) : undefined,
    },
    api,
    extraOptions,
  );
  const status = (api.getState() as { auth?: { status: string } }).auth?.status;
  if (result.error) {
    const error = toApiError(result.error);
    // A 401 while signed in means the session ended; before that it just means 'please log in'.
    const shouldNotify = !silent && (error.status !== 401 || status === 'authenticated');
    if (shouldNotify) api.dispatch(notify({ type: 'error', title: `Error ${error.status}`, message: error.message }));
    if (error.status === 401 && status !== 'unauthenticated') api.dispatch(authChanged(false));
    return { error, meta: result.meta };
  }
  if (status !== 'authenticated') api.dispatch(authChanged(true));
  return { data: result.data, meta: result.meta };
};
