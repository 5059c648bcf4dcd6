/** The shapes of the provider catalogue and the inputs several providers share (see catalogue.ts). */

import type { Capability } from '../../../api/backend/capabilities';
import type { NumberRule } from '../../../features/settings-form';

interface InputBase {
  key: string;
  /** Defaults to the key in words ('user_agent' → 'User Agent'). */
  label?: string;
  /**
   * Shown only when the backend stores (or does not store) another key of the provider: an input renamed
   * between Bazarr versions shows under the name the running backend uses.
   */
  requires?: { stored: string } | { notStored: string };
  /** Shown only by the Bazarr versions with this capability (a key older versions do not have). */
  since?: Capability;
}

export type ProviderInput = InputBase &
  (
    | { type: 'text'; defaultValue?: string | number; validate?: (value: string) => string | null }
    | { type: 'password' }
    | { type: 'switch'; defaultValue?: boolean }
    | {
        type: 'chips';
        defaultValue?: readonly string[];
        validate?: (value: readonly string[]) => string | null;
      }
    | { type: 'select'; options: readonly string[]; defaultValue?: string }
    | ({ type: 'number'; defaultValue?: number } & NumberRule)
  );

/** Bazarr's validators want these timeouts to be whole seconds, at least 1. */
export const timeoutRule: NumberRule = {
  min: 1,
  message: 'Timeout must be at least 1 second',
  wholeMessage: 'Timeout must be a whole number of seconds',
};

export interface ProviderInfo {
  key: string;
  name: string;
  description?: string;
  /** Something to know before enabling it (credentials, requirements). */
  message?: string;
  /** The provider is removed or broken. */
  warning?: string;
  inputs?: readonly ProviderInput[];
  /**
   * The Bazarr versions that have the provider (capabilities of src/api/backend/capabilities.ts): from `since`,
   * before `until`; 'none' for a provider no version from 1.5.2 has. Without it: every version.
   */
  availability?: { since?: Capability; until?: Capability } | 'none';
  /** The key of an input holding the address of the provider's own web service, offered 'Test Connection'. */
  endpointTest?: string;
}

/** The label a provider's modal shows for an input: its own, else the key in words ('user_agent' → 'User Agent'). */
export function inputLabel(input: ProviderInput): string {
  return (
    input.label ??
    input.key
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export const username: ProviderInput = { type: 'text', key: 'username', label: 'Username' };
export const password: ProviderInput = { type: 'password', key: 'password', label: 'Password' };
export const credentials = [username, password];
export const cookies: ProviderInput = {
  type: 'text',
  key: 'cookies',
  label: 'Cookies, e.g., PHPSESSID=abc; wikisubtitlesuser=xyz; wikisubtitlespass=efg',
};
export const userAgent: ProviderInput = {
  type: 'text',
  key: 'user_agent',
  label:
    'User-Agent, e.g., Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:95.0) Gecko/20100101 Firefox/95.0',
};
export const skipWrongFps: ProviderInput = {
  type: 'switch',
  key: 'skip_wrong_fps',
  label: 'Skip Wrong FPS',
};
export const verifySsl: ProviderInput = {
  type: 'switch',
  key: 'verify_ssl',
  label: 'Verify SSL',
  defaultValue: true,
};

/** docs/behaviour.md §9: the codecs the embedded subtitles provider can extract. */
export const EMBEDDED_CODECS = ['subrip', 'ass', 'webvtt', 'mov_text'] as const;

export const knownCodecs = (codecs: readonly string[]) => {
  const unknown = codecs.filter((codec) => !(EMBEDDED_CODECS as readonly string[]).includes(codec));
  return unknown.length === 0
    ? null
    : `Unknown codec: ${unknown.join(', ')}. Allowed: ${EMBEDDED_CODECS.join(', ')}`;
};

export const REMOVED = 'This provider was removed from Bazarr: it always returns no subtitles.';
