import { baseApi } from './baseApi';
import { ALWAYS_FRESH } from './freshness';
import { fetchParsed } from './responses';
import { connectionTestReplySchema, type ConnectionTestReply } from './schemas/systemPages';

/** The Sonarr or Radarr connection fields of the settings form. */
export interface ConnectionTestArgs {
  ssl: boolean;
  /** Host name or address. */
  ip: string;
  port: number | string;
  /** The manager's base URL; a leading and a trailing slash are added when missing. */
  baseUrl?: string | null;
  apikey: string;
}

export interface ConnectionTestResult {
  status: boolean;
  version?: string;
  error?: string;
  /** The HTTP status the service answered Bazarr with (404: reached, but it has no version route). */
  code?: number;
}

/** '' -> '/', 'sonarr' -> '/sonarr/', '/sonarr/' stays. */
function slashed(baseUrl: string | null | undefined): string {
  const trimmed = (baseUrl ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** Bazarr's proxy: `test/{protocol}/{host:port}{/base/}{apiPath}?apikey=...` (not under /api). */
function testRequest({ ssl, ip, port, baseUrl, apikey }: ConnectionTestArgs, apiPath: string) {
  return {
    url: `test/${ssl ? 'https' : 'http'}/${ip}:${port}${slashed(baseUrl)}${apiPath}`,
    params: { apikey },
    outsideApi: true,
    // The settings form shows the outcome on its Test button (docs/behaviour.md §8).
    silent: true,
  };
}

function toResult({ status, version, error, code }: ConnectionTestReply): ConnectionTestResult {
  return { status: status === true, version, error, code };
}

/**
 * Bazarr's proxy to a provider's own web service (Whisper ASR): `test/{protocol}/{host:port/path}/status`;
 * null for an address that is not http(s).
 */
export function endpointTestUrl(endpoint: string): string | null {
  try {
    const url = new URL(endpoint.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const path = url.pathname.replace(/\/+$/, '');
    return `test/${url.protocol.slice(0, -1)}/${url.host}${path}/status`;
  } catch {
    return null;
  }
}

export const connectionTestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Asks Bazarr to reach Sonarr or Radarr with these settings. A reply without status and version (older
     * Sonarr, or any Radarr) is retried on `api/v3/system/status`, whose reply is the result; an HTTP error of
     * that second request is the query's error.
     */
    testConnection: build.query<ConnectionTestResult, ConnectionTestArgs>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const first = await fetchParsed(
          baseQuery,
          testRequest(args, 'api/system/status'),
          connectionTestReplySchema,
        );
        if (first.data?.status && first.data.version) return { data: toResult(first.data) };
        const second = await fetchParsed(
          baseQuery,
          testRequest(args, 'api/v3/system/status'),
          connectionTestReplySchema,
        );
        return second.error ? { error: second.error } : { data: toResult(second.data) };
      },
      ...ALWAYS_FRESH,
    }),
    /** Asks Bazarr to reach a provider's web service (the Whisper provider's 'Test Connection'). */
    testEndpoint: build.query<ConnectionTestResult, string>({
      queryFn: async (endpoint, _api, _extra, baseQuery) => {
        const url = endpointTestUrl(endpoint);
        if (url === null)
          return { data: { status: false, error: 'Enter an http or https address' } };
        const reply = await fetchParsed(
          baseQuery,
          { url, outsideApi: true, silent: true },
          connectionTestReplySchema,
        );
        return reply.error ? { error: reply.error } : { data: toResult(reply.data) };
      },
      ...ALWAYS_FRESH,
    }),
  }),
});

export const { useTestConnectionQuery, useLazyTestConnectionQuery, useLazyTestEndpointQuery } =
  connectionTestApi;
