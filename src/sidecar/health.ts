import { connectionError, fetchText, type Upstream } from './upstream';

export type Health = { ok: true; version: string } | { ok: false; problem: string };

/** One line for the log: 'Bazarr 1.5.2 at http://bazarr:6767: OK', or what is wrong and what to check. */
export function healthLine(url: URL, health: Health): string {
  const where = url.href.replace(/\/$/, '');
  return health.ok
    ? `Bazarr ${health.version} at ${where}: OK`
    : `Bazarr at ${where}: ${health.problem}`;
}

function versionOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'data' in parsed) {
      const { data } = parsed;
      if (data && typeof data === 'object' && 'bazarr_version' in data)
        return String(data.bazarr_version);
    }
  } catch {
    // Not JSON: handled by the caller.
  }
  return null;
}

/** GET /api/system/status with the key: is Bazarr there, is it Bazarr, and does it take the key? */
export async function checkBazarr(
  upstream: Upstream,
  apiKey: string,
  timeoutMs = 10_000,
): Promise<Health> {
  let answer: Awaited<ReturnType<typeof fetchText>>;
  try {
    answer = await fetchText(
      upstream,
      '/api/system/status',
      { 'x-api-key': apiKey, accept: 'application/json' },
      timeoutMs,
    );
  } catch (error) {
    return {
      ok: false,
      problem: `NOT REACHABLE (${connectionError(error)}): is Bazarr running, and is --bazarr-url its address?`,
    };
  }
  if (answer.status === 401 || answer.status === 403)
    return {
      ok: false,
      problem: `API KEY REFUSED (HTTP ${answer.status}): copy it from Bazarr's Settings > General > Security into BAZARR_API_KEY (or the --api-key-file); the page says so too`,
    };
  if (answer.status === 503)
    return { ok: false, problem: 'NOT READY (HTTP 503): Bazarr is starting or restarting' };
  const version = answer.status === 200 ? versionOf(answer.body) : null;
  if (version === null)
    return {
      ok: false,
      problem: `NOT BAZARR'S API (HTTP ${answer.status} for /api/system/status): does --bazarr-url include Bazarr's base URL?`,
    };
  return { ok: true, version };
}

/**
 * Checks now and every `intervalMs`; logs the first result and then each change (errors to stderr), so a
 * running sidecar says when Bazarr goes away or comes back, without repeating itself.
 */
export function monitorBazarr(
  upstream: Upstream,
  apiKey: string,
  intervalMs: number,
  log: { info(line: string): void; error(line: string): void },
): { stop(): void; first: Promise<Health> } {
  let last = '';
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = async (): Promise<Health> => {
    const health = await checkBazarr(upstream, apiKey);
    const line = healthLine(upstream.url, health);
    if (line !== last && !stopped) {
      if (health.ok) log.info(line);
      else log.error(line);
    }
    last = line;
    if (!stopped) timer = setTimeout(() => void check(), intervalMs);
    return health;
  };
  return {
    first: check(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
