import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { normalizeBaseUrl } from '../bazarrPage/baseUrl';

export interface SidecarOptions {
  /** Bazarr's address with its base URL, no trailing slash: http://bazarr:6767 or http://host:6767/bazarr */
  bazarrUrl: URL;
  apiKey: string;
  host: string;
  port: number;
  /** Where this server serves the UI ('' or '/subtitles'). */
  baseUrl: string;
}

export type ParsedArgs =
  { kind: 'help' } | { kind: 'run'; options: SidecarOptions } | { kind: 'error'; message: string };

export const DEFAULT_PORT = 6768;

export const USAGE = `Usage: node subtitle-desk-server.mjs --bazarr-url <url> --api-key <key> [options]

Serves Subtitle Desk (the folder this file is in) on its own port, in front of an unchanged Bazarr: the page
is rendered here; the API, socket.io, posters, the log and backup downloads are passed on to Bazarr, with
its own login (form or basic) in force.

  --bazarr-url <url>  Bazarr's address, with its base URL if it has one (or env BAZARR_URL),
                      e.g. http://bazarr:6767 or http://192.168.1.10:6767/bazarr
  --api-key <key>     Bazarr's API key, from Settings > General > Security (or env BAZARR_API_KEY;
                      better than the command line, which other users of the machine can read in ps)
  --api-key-file <f>  read the key from this file (or env BAZARR_API_KEY_FILE; e.g. a Docker secret)
  --port <n>          port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <address>    address to listen on (default 0.0.0.0: every interface)
  --base-url <path>   serve the UI under this path, e.g. /subtitles behind a reverse proxy (default: /)
  --help              show this help

Exit codes: 0 after --help or a stop signal, 1 when it cannot serve, 2 for wrong arguments.`;

function parseUrl(value: string): URL | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `--bazarr-url: '${value}' is not a URL (e.g. http://bazarr:6767)`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `--bazarr-url: '${value}' must start with http:// or https://`;
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
    return `--bazarr-url: give Bazarr's address and base URL only (no query, #, or user:password@)`;
  url.pathname = normalizeBaseUrl(url.pathname) || '/';
  return url;
}

const OPTIONS = {
  'bazarr-url': { type: 'string' },
  'api-key': { type: 'string' },
  'api-key-file': { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  'base-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parse(argv: readonly string[]) {
  return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false });
}

/**
 * Command line first, then BAZARR_URL / BAZARR_API_KEY from the environment (keeps the key out of `ps`); the key
 * may also be read from a file (--api-key-file, BAZARR_API_KEY_FILE).
 */
export function parseSidecarArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
  readKey: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): ParsedArgs {
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };
  const rawUrl = values['bazarr-url'] ?? env.BAZARR_URL;
  if (!rawUrl) return { kind: 'error', message: 'missing --bazarr-url (or env BAZARR_URL)' };
  const bazarrUrl = parseUrl(rawUrl);
  if (typeof bazarrUrl === 'string') return { kind: 'error', message: bazarrUrl };
  const keyFile = values['api-key-file'] ?? env.BAZARR_API_KEY_FILE;
  let apiKey = (values['api-key'] ?? env.BAZARR_API_KEY ?? '').trim();
  if (apiKey === '' && keyFile) {
    try {
      apiKey = readKey(keyFile).trim();
    } catch (error) {
      const reason = error && typeof error === 'object' && 'code' in error ? error.code : error;
      return {
        kind: 'error',
        message: `--api-key-file: cannot read '${keyFile}' (${String(reason)})`,
      };
    }
    if (apiKey === '') return { kind: 'error', message: `--api-key-file: '${keyFile}' is empty` };
  }
  if (apiKey === '')
    return {
      kind: 'error',
      message:
        'missing --api-key (or env BAZARR_API_KEY, or --api-key-file / env BAZARR_API_KEY_FILE)',
    };
  const portText = values.port ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    return { kind: 'error', message: `--port: '${portText}' is not a port number (0-65535)` };
  const host = values.host ?? '0.0.0.0';
  if (host.trim() === '') return { kind: 'error', message: '--host: empty address' };
  const baseUrl = normalizeBaseUrl(values['base-url']);
  if (/[?#\s]/.test(baseUrl))
    return { kind: 'error', message: `--base-url: '${baseUrl}' is not a path` };
  return { kind: 'run', options: { bazarrUrl, apiKey, host, port, baseUrl } };
}

/** The address as people write it: no trailing slash for a root base URL. */
export function displayUrl(url: URL): string {
  return url.href.replace(/\/$/, '');
}
