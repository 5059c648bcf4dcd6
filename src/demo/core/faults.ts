import { errorResponse, unauthorized } from './http/responses';
import type { DemoResponse } from './types';

/** Failures tests can switch on for API answers (`control.setFaults` or `POST /__demo/faults`). */
export interface Faults {
  /** Extra delay before every API answer. */
  delayMs: number;
  /** Answer API calls with this status (e.g. 500) instead of handling them. */
  failStatus: number | null;
  /** Only fail paths starting with one of these (all API paths when empty); a public route fails only when named. */
  failPaths: string[];
  /** Only fail these methods, upper case (all methods when empty): a failing write leaves its list readable. */
  failMethods: string[];
  /** The error text of a failed answer, as Bazarr words its own ('Database is locked'); default 'Demo fault: N'. */
  failMessage: string | null;
  /** How many calls to fail before recovering (null: until cleared). */
  failCount: number | null;
  /** Send truncated JSON bodies. */
  malformedJson: boolean;
  /** Answer every API call with 401, as if the key were wrong. */
  force401: boolean;
}

export const NO_FAULTS: Faults = {
  delayMs: 0,
  failStatus: null,
  failPaths: [],
  failMethods: [],
  failMessage: null,
  failCount: null,
  malformedJson: false,
  force401: false,
};

/** Validates a partial faults object from JSON; unknown keys or wrong types are refused. */
export function parseFaults(value: unknown): Partial<Faults> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('faults must be an object');
  const input = value as Record<string, unknown>;
  const out: Partial<Faults> = {};
  for (const [key, item] of Object.entries(input)) {
    if (key === 'delayMs' && typeof item === 'number' && item >= 0) out.delayMs = item;
    else if (
      key === 'failStatus' &&
      (item === null || (typeof item === 'number' && item >= 100 && item < 600))
    )
      out.failStatus = item;
    else if (
      key === 'failPaths' &&
      Array.isArray(item) &&
      item.every((path) => typeof path === 'string')
    )
      out.failPaths = item;
    else if (
      key === 'failMethods' &&
      Array.isArray(item) &&
      item.every((method) => typeof method === 'string')
    )
      out.failMethods = item.map((method: string) => method.toUpperCase());
    else if (key === 'failMessage' && (item === null || typeof item === 'string'))
      out.failMessage = item;
    else if (key === 'failCount' && (item === null || (typeof item === 'number' && item >= 0)))
      out.failCount = item;
    else if (key === 'malformedJson' && typeof item === 'boolean') out.malformedJson = item;
    else if (key === 'force401' && typeof item === 'boolean') out.force401 = item;
    else throw new Error(`Invalid fault: ${key}`);
  }
  return out;
}

/** True when `failPaths` names the path (an empty list names none: it means all of the guarded API). */
export function namesPath(faults: Faults, path: string): boolean {
  return faults.failPaths.some((prefix) => path.startsWith(prefix));
}

/** The answer a fault replaces the real one with, if any; decrements failCount. */
export function faultAnswer(faults: Faults, method: string, path: string): DemoResponse | null {
  if (faults.force401) return unauthorized();
  if (faults.failStatus === null) return null;
  if (faults.failPaths.length > 0 && !namesPath(faults, path)) return null;
  if (faults.failMethods.length > 0 && !faults.failMethods.includes(method)) return null;
  if (faults.failCount !== null) {
    if (faults.failCount <= 0) return null;
    faults.failCount -= 1;
  }
  return errorResponse(faults.failStatus, faults.failMessage ?? `Demo fault: ${faults.failStatus}`);
}

export function corruptJson(response: DemoResponse): DemoResponse {
  if (!(response.headers['content-type'] ?? '').includes('json') || response.body === '')
    return response;
  return {
    ...response,
    body: response.body.slice(0, Math.max(1, Math.floor(response.body.length / 2))),
  };
}
