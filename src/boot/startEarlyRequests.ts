import { API_KEY_PLACEHOLDER, type Environment } from '../env';
import { addressParts, earlyRequests, firstPagePath } from './earlyRequests';
import { putEarlyResponses } from './earlyResponses';
import { guessPageSize, pageSizeOfSettingsBody, rememberPageSize } from './pageSize';
import { preloadRouteChunks } from './routeChunks';

/**
 * The boot script: about a kilobyte, written into index.html by the build, that runs while the page is parsed,
 * long before the bundle has downloaded and run. It asks for what the page at this address shows first, with the
 * key Bazarr put in the page, so that the answers are there when the page asks: a list's first page at
 * once, with the page size the settings gave last time (Bazarr's default before), and again if the settings tell
 * another. It also fetches the page's chunks beside the bundle. Nothing without a key (the login page, the offline
 * copy of the page). Its fetches are handed to RTK Query (takeEarlyResponse), which stays the one owner of the
 * cache: the bundle and its API layer have not run yet.
 */
export function startEarlyRequests(
  { pathname, search }: { pathname: string; search: string },
  environment: Environment,
): void {
  if (environment.offlineShell || environment.apiKey === API_KEY_PLACEHOLDER) return;
  const responses = new Map<string, Promise<Response>>();
  const keep = (path: string, response: Promise<Response>) => {
    // Taken by the first request of the same URL; an answer nobody takes must not be an unhandled rejection.
    response.catch(() => undefined);
    responses.set(apiUrl(environment, path), response);
  };
  const ask = (path: string) =>
    fetch(apiUrl(environment, path), { headers: { 'X-API-KEY': environment.apiKey } });
  const { paths, firstPageOf } = earlyRequests(pathname, search, environment.baseUrl);
  const [settings = '', ...others] = paths;
  if (firstPageOf) {
    // At once with a guessed size (the main thread may be busy with the bundle when the settings answer); again
    // with theirs if the guess was wrong.
    const guess = guessPageSize();
    const settingsResponse = ask(settings);
    keep(firstPagePath(firstPageOf, guess), ask(firstPagePath(firstPageOf, guess)));
    keep(
      settings,
      settingsResponse.then((response) =>
        afterAskingFirstPage(response, (pageSize) => {
          rememberPageSize(pageSize);
          if (pageSize === guess) return;
          const firstPage = firstPagePath(firstPageOf, pageSize);
          keep(firstPage, ask(firstPage));
        }),
      ),
    );
    for (const path of others) keep(path, ask(path));
  } else {
    // The page's own data before the settings: the first request gets the connection the page came by, and a
    // series' episodes take Bazarr longest to answer.
    for (const path of [...others, settings]) keep(path, ask(path));
  }
  putEarlyResponses(responses);
  // The data first: the chunks queue behind it for the browser's few connections to Bazarr.
  const { group, rest } = addressParts(pathname, environment.baseUrl);
  preloadRouteChunks(group, rest[0] ?? '');
}

function apiUrl(environment: Environment, path: string): string {
  return new URL(`${environment.baseUrl}/api/${path}`, window.location.href).href;
}

/**
 * The settings' answer, given to the page only once the list's first page was asked for with their page size (if
 * the guess was wrong): the page, which asks for that page as soon as it has the settings, then always finds it.
 */
async function afterAskingFirstPage(
  response: Response,
  askFirstPage: (pageSize: number) => void,
): Promise<Response> {
  const text = await response.text();
  if (response.ok) {
    try {
      askFirstPage(pageSizeOfSettingsBody(JSON.parse(text)));
    } catch {
      // Not JSON: the page reports what it gets.
    }
  }
  // 204 and 304 answers may have no body, not even an empty one.
  return new Response(text === '' ? null : text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
