/**
 * `BAZARR_URL=... BAZARR_API_KEY=... npm start`: one call to Bazarr at start, so that the terminal says at once
 * whether the address and the key are right, as the sidecar's health line does (src/sidecar/health.ts).
 */

export type BazarrCheck =
  | { ok: true; version: string }
  | { ok: false; reason: 'refused' | 'unreachable' | 'not-bazarr' | 'starting'; detail: string };

function versionOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'data' in body) {
    const { data } = body;
    if (data && typeof data === 'object' && 'bazarr_version' in data)
      return String(data.bazarr_version);
  }
  return null;
}

/** GET {BAZARR_URL}/api/system/status with the key. */
export async function checkBazarr(
  bazarrUrl: string,
  apiKey: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<BazarrCheck> {
  const url = `${bazarrUrl.replace(/\/+$/, '')}/api/system/status`;
  let response: Response;
  try {
    response = await fetcher(url, {
      headers: { 'x-api-key': apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // fetch's own TypeError carries the system's reason (ECONNREFUSED, ENOTFOUND) as its cause.
    const cause =
      error && typeof error === 'object' && 'cause' in error && error.cause ? error.cause : error;
    const code =
      cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
        ? cause.code
        : cause && typeof cause === 'object' && 'message' in cause
          ? String(cause.message)
          : String(cause);
    return { ok: false, reason: 'unreachable', detail: code };
  }
  if (response.status === 401 || response.status === 403)
    return { ok: false, reason: 'refused', detail: `HTTP ${response.status}` };
  if (response.status === 503) return { ok: false, reason: 'starting', detail: 'HTTP 503' };
  const version =
    response.status === 200 ? versionOf(await response.json().catch(() => null)) : null;
  if (version === null)
    return { ok: false, reason: 'not-bazarr', detail: `HTTP ${response.status}` };
  return { ok: true, version };
}

/** The line `npm start` prints for that check (errors: what to change). */
export function checkLine(bazarrUrl: string, check: BazarrCheck): string {
  const where = bazarrUrl.replace(/\/+$/, '');
  if (check.ok) return `Bazarr ${check.version} at ${where}: OK, it accepts BAZARR_API_KEY`;
  switch (check.reason) {
    case 'refused':
      return `Bazarr at ${where} REFUSED THE API KEY (${check.detail}): set BAZARR_API_KEY to the key of Bazarr's Settings > General > Security and start again. The page says so too.`;
    case 'unreachable':
      return `Bazarr at ${where} is NOT REACHABLE (${check.detail}): is Bazarr running, and is BAZARR_URL its address?`;
    case 'starting':
      return `Bazarr at ${where} is starting or restarting (${check.detail}): the page works once it is up.`;
    case 'not-bazarr':
      return `${where} is NOT BAZARR'S API (${check.detail} for /api/system/status): does BAZARR_URL include Bazarr's base URL (e.g. http://host:6767/bazarr)?`;
  }
}

/** BAZARR_URL without BAZARR_API_KEY: every request would be refused. */
export const MISSING_KEY =
  "BAZARR_API_KEY is not set: Bazarr refuses every request without its API key. Copy it from Bazarr's Settings > General > Security:\n  BAZARR_URL=http://my-server:6767 BAZARR_API_KEY=<key> npm start";
