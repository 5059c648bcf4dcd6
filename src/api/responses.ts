import type {
  FetchBaseQueryMeta,
  NamedSchemaError,
  QueryReturnValue,
  SchemaFailureInfo,
} from '@reduxjs/toolkit/query';
import type { z } from 'zod/mini';
import type { ApiError, ApiRequest } from './baseQuery';

/** Where a schema found the answer wrong: `data.3.title: expected string`. */
interface Issue {
  message: string;
  path?: readonly (PropertyKey | { key: PropertyKey })[];
}

function describeIssues(issues: readonly Issue[]): string {
  const [first] = issues;
  if (!first) return 'unexpected shape';
  const path = (first.path ?? []).map((segment) =>
    String(typeof segment === 'object' ? segment.key : segment),
  );
  const where = path.length > 0 ? `${path.join('.')}: ` : '';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `${where}${first.message}${more}`;
}

/** The error an endpoint reports when the server's answer does not match its schema. */
export function unexpectedResponse(where: string, issues: readonly Issue[]): ApiError {
  return {
    status: 500,
    message: `Unexpected response from the server (${where}): ${describeIssues(issues)}`,
  };
}

/** `catchSchemaFailure` of the API: a schema failure becomes an ordinary `ApiError`. */
export function schemaFailureToApiError(
  error: NamedSchemaError,
  info: SchemaFailureInfo,
): ApiError {
  return unexpectedResponse(info.endpoint, error.issues);
}

/** `onSchemaFailure` of the API: the whole list of issues, for whoever debugs a backend that differs. */
export function reportSchemaFailure(error: NamedSchemaError, info: SchemaFailureInfo): void {
  console.warn(`Unexpected response for ${info.endpoint}`, error.issues, error.value);
}

/**
 * Parses an endpoint's raw answer with `schema`, then keeps what `pick` selects (the list of a `{data}`
 * envelope, say). Spread into an endpoint definition: `...parsedAs(envelope, (body) => body.data)`.
 */
export function parsedAs<S extends z.ZodMiniType, R = z.output<S>>(
  schema: S,
  pick?: (body: z.output<S>) => R,
) {
  return {
    rawResponseSchema: schema,
    // RTK Query hands transformResponse the value rawResponseSchema produced, i.e. the parsed output.
    transformResponse: (body: unknown): R => (pick ? pick(body as z.output<S>) : (body as R)),
  };
}

/** Unwraps a `{data}` envelope. */
export const dataOf = <T>(body: { data: T }): T => body.data;

type BaseQueryCall = (
  request: ApiRequest,
) =>
  | QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta>
  | PromiseLike<QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta>>;

/** For `queryFn` endpoints: sends the request and parses the answer, or returns the error. */
export async function fetchParsed<S extends z.ZodMiniType>(
  baseQuery: BaseQueryCall,
  request: ApiRequest,
  schema: S,
): Promise<{ data: z.output<S>; error?: undefined } | { error: ApiError; data?: undefined }> {
  const result = await baseQuery(request);
  if (result.error) return { error: result.error };
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) return { error: unexpectedResponse(request.url, parsed.error.issues) };
  return { data: parsed.data };
}

/**
 * Bazarr's own UI sends a mass profile change in chunks of 1,000 items, one after another: a form with the ids of
 * a whole large library risks being too large for a reverse proxy or for Bazarr's form parser.
 */
export const PROFILE_CHANGE_CHUNK = 1000;

/**
 * For `queryFn` mutations over many ids: sends `request(start, end)` for each chunk of `count` items in turn and
 * stops at the first error, so the mutation (and its tag invalidation) is one operation however many requests
 * it takes.
 */
export async function sendInChunks(
  baseQuery: BaseQueryCall,
  count: number,
  request: (start: number, end: number) => ApiRequest,
  chunk = PROFILE_CHANGE_CHUNK,
): Promise<{ data: null; error?: undefined } | { error: ApiError; data?: undefined }> {
  for (let start = 0; start < Math.max(count, 1); start += chunk) {
    const result = await baseQuery(request(start, Math.min(start + chunk, count)));
    if (result.error) return { error: result.error };
  }
  // RTK Query wants some data from a queryFn: null says 'done, nothing to read'.
  return { data: null };
}
