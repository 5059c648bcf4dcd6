import { randomUUID } from 'node:crypto';
import type { DemoState } from './state/types';
import type { DemoRequest } from './types';

const COOKIE = 'bazarr_session';

function cookieValue(request: DemoRequest): string | undefined {
  const header = request.headers?.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

/** The form-login session of one request; `cookie()` tells what Set-Cookie to answer with, if anything. */
export function readSession(request: DemoRequest, state: DemoState) {
  let id = cookieValue(request);
  let changed: string | null = null;
  const handle = {
    get loggedIn() {
      return id !== undefined && state.sessions.has(id);
    },
    login() {
      id = randomUUID();
      state.sessions.add(id);
      changed = id;
    },
    logout() {
      if (id !== undefined) state.sessions.delete(id);
      id = undefined;
      changed = '';
    },
  };
  return { handle, cookie: () => changed };
}

/** An empty value expires the cookie (logout). */
export function sessionCookie(value: string): string {
  return value === ''
    ? `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`
    : `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax`;
}
