import { renderIndex } from './html';
import { html } from './http/responses';
import { md5 } from './routes/system';
import type { DemoState } from './state/types';
import type { DemoRequest, DemoResponse } from './types';

export interface PageOptions {
  baseUrl: string;
  canUpdate: boolean;
  hasUpdate: boolean;
  template: () => string | Promise<string>;
}

/** The auth type as the settings store it: null/'None' (none), 'basic' or 'form'. */
export function authType(state: DemoState): 'none' | 'basic' | 'form' {
  const type = state.settings.auth?.type;
  return type === 'basic' || type === 'form' ? type : 'none';
}

function basicAuthOk(state: DemoState, request: DemoRequest): boolean {
  const header = request.headers?.authorization ?? '';
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const username = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  return (
    username === state.settings.auth?.username && md5(password) === state.settings.auth?.password
  );
}

/**
 * index.html as Bazarr serves it: Basic auth asks the browser for credentials; Form auth injects the API key only
 * to a logged-in session, so the client's first call gets 401 and it shows its login page.
 */
export async function renderPage(
  state: DemoState,
  request: DemoRequest,
  loggedIn: boolean,
  options: PageOptions,
): Promise<DemoResponse> {
  const type = authType(state);
  if (type === 'basic' && !basicAuthOk(state, request)) {
    const response = html(
      '<!doctype html><title>401 Unauthorized</title><h1>Unauthorized</h1>',
      401,
    );
    return {
      ...response,
      headers: { ...response.headers, 'www-authenticate': 'Basic realm="Bazarr"' },
    };
  }
  const showKey = type !== 'form' || loggedIn;
  const apikey = state.settings.auth?.apikey;
  const template = await options.template();
  return html(
    renderIndex(template, {
      baseUrl: options.baseUrl,
      canUpdate: options.canUpdate,
      hasUpdate: options.hasUpdate,
      ...(showKey && typeof apikey === 'string' ? { apiKey: apikey } : {}),
    }),
  );
}
