import { createHmac } from 'node:crypto';
import type { DemoState, SettingsSection } from '../../state/types';
import { plexSection, text } from './plexSettings';
import type { DemoPlexTv } from './plexTv';

/**
 * Plex tokens as Bazarr stores them: itsdangerous' URLSafeSerializer (payload.signature, signed with
 * plex.encryption_key).
 */

export class PlexAuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

const INVALID_TOKEN =
  'Failed to decrypt stored authentication token. The token may be corrupted or the encryption key may have changed. Please re-authenticate with Plex.';
export const ACCESS_DENIED =
  'Access denied. Please check your Plex authentication credentials and permissions.';

function encryptionKey(plex: SettingsSection): string {
  if (!text(plex.encryption_key)) plex.encryption_key = 'demo-encryption-key-generated';
  return text(plex.encryption_key);
}

function sign(key: string, payload: string): string {
  return createHmac('sha1', key).update(payload).digest('base64url');
}

let salt = 0;

export function encrypt(plex: SettingsSection, token: string): string {
  salt += 1;
  const payload = Buffer.from(
    JSON.stringify({ token, salt: salt.toString(16).padStart(32, '0'), timestamp: 1_760_000_000 }),
  ).toString('base64url');
  return `${payload}.${sign(encryptionKey(plex), payload)}`;
}

function decrypt(plex: SettingsSection, value: string): string {
  const [payload, signature] = value.split('.');
  if (!payload || !signature || sign(encryptionKey(plex), payload) !== signature)
    throw new PlexAuthError(INVALID_TOKEN, 401, 'INVALID_TOKEN');
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { token?: unknown };
    if (typeof parsed.token === 'string') return parsed.token;
  } catch {
    // falls through
  }
  throw new PlexAuthError(INVALID_TOKEN, 401, 'INVALID_TOKEN');
}

/**
 * get_decrypted_token: the OAuth token, or the token given by hand, which Bazarr encrypts in place the first time
 * it reads it (so plex.apikey then holds the encrypted text). Null when there is none; throws when it cannot be
 * decrypted (a plain token written over an encrypted one: `apikey_encrypted` stays true).
 */
export function decryptedToken(state: DemoState): string | null {
  const plex = plexSection(state);
  if (plex.auth_method === 'oauth') {
    const token = text(plex.token);
    return token ? decrypt(plex, token) : null;
  }
  const apikey = text(plex.apikey);
  if (!apikey) return null;
  if (plex.apikey_encrypted !== true) {
    plex.apikey = encrypt(plex, apikey);
    plex.apikey_encrypted = true;
  }
  return decrypt(plex, text(plex.apikey));
}

export function storeOAuthToken(state: DemoState, token: string, tv: DemoPlexTv): void {
  const plex = plexSection(state);
  Object.assign(plex, {
    apikey: '',
    ip: '127.0.0.1',
    port: 32400,
    ssl: false,
    token: encrypt(plex, token),
    username: tv.account.username,
    email: tv.account.email,
    user_id: String(tv.account.id),
    auth_method: 'oauth',
  });
  const general = state.settings.general ?? (state.settings.general = {});
  general.use_plex = true;
}

/** A token that cannot be decrypted is caught by the route's broad `except`: an empty list. */
export function tokenOrNull(state: DemoState): string | null {
  try {
    return decryptedToken(state);
  } catch {
    return null;
  }
}
