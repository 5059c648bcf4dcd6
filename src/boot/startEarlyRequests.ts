import { API_KEY_PLACEHOLDER, type Environment } from '../env';
import { addressParts, earlyRequests, firstPagePath } from './earlyRequests';
import { putEarlyResponses } from './earlyResponses';
import { pageSizeFrom } from './pageSize';
import { preloadRouteChunks } from './routeChunks';

/**
 * The boot script: about a kilobyte that runs as soon as the page is parsed, long before the bundle has
 * downloaded and run. It asks for what the page at this address shows first, with the key Bazarr put in the
 * page, so that the answers are there when the page asks (issue 16); a list's first page as soon as the settings
 * tell its size. It also fetches the page's chunks beside the bundle. Nothing without a key (the login page, the
 * offline copy of the page).
 */
export function startEarlyRequests(
  { pathname, search }: { pathname: string; search: string },
  environment: Environment,
): void {
  if (environment.offlineShell || environment.apiKey === API_KEY_PLACEHOLDER) return;
  const { group, rest } = addressParts(pathname, environment.baseUrl);
  preloadRouteChunks(group, rest[0] ?? '');
  const responses = new Map<string, Promise<Response>>();
  const ask = (path: string) => {
    const url = new URL(`${environment.baseUrl}/api/${path}`, window.location.href).href;
    const response = fetch(url, { headers: { 'X-API-KEY': environment.apiKey } });
    // Taken by the first request of the same URL; an answer nobody takes must not be an unhandled rejection.
    response.catch(() => undefined);
    responses.set(url, response);
    return response;
  };
  const { paths, firstPageOf } = earlyRequests(pathname, search, environment.baseUrl);
  const [settings] = paths.map(ask);
  if (firstPageOf && settings)
    settings
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body: { general?: { page_size?: unknown } } | null) => {
        if (body) ask(firstPagePath(firstPageOf, pageSizeFrom(body.general?.page_size)));
      })
      .catch(() => undefined);
  putEarlyResponses(responses);
}
