/**
 * The subtitle providers Bazarr knows (SPEC §3), as data: each provider's key (as in general.enabled_providers),
 * display name, description, an optional message (information) or warning (removed or broken providers), and
 * its inputs, stored as `settings-{providerKey}-{inputKey}`.
 */

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
const timeoutRule: NumberRule = {
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
  /** The key of an input holding the address of the provider's own web service, offered 'Test Connection'. */
  endpointTest?: string;
}

const username: ProviderInput = { type: 'text', key: 'username', label: 'Username' };
const password: ProviderInput = { type: 'password', key: 'password', label: 'Password' };
const credentials = [username, password];
const cookies: ProviderInput = {
  type: 'text',
  key: 'cookies',
  label: 'Cookies, e.g., PHPSESSID=abc; wikisubtitlesuser=xyz; wikisubtitlespass=efg',
};
const userAgent: ProviderInput = {
  type: 'text',
  key: 'user_agent',
  label:
    'User-Agent, e.g., Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:95.0) Gecko/20100101 Firefox/95.0',
};
const skipWrongFps: ProviderInput = {
  type: 'switch',
  key: 'skip_wrong_fps',
  label: 'Skip Wrong FPS',
};
const verifySsl: ProviderInput = {
  type: 'switch',
  key: 'verify_ssl',
  label: 'Verify SSL',
  defaultValue: true,
};

/** SPEC §9: the codecs the embedded subtitles provider can extract. */
export const EMBEDDED_CODECS = ['subrip', 'ass', 'webvtt', 'mov_text'] as const;

const knownCodecs = (codecs: readonly string[]) => {
  const unknown = codecs.filter((codec) => !(EMBEDDED_CODECS as readonly string[]).includes(codec));
  return unknown.length === 0
    ? null
    : `Unknown codec: ${unknown.join(', ')}. Allowed: ${EMBEDDED_CODECS.join(', ')}`;
};

const REMOVED = 'This provider was removed from Bazarr: it always returns no subtitles.';

export const PROVIDERS: readonly ProviderInfo[] = [
  {
    key: 'addic7ed',
    name: 'Addic7ed',
    description: 'Requires Anti-Captcha Provider or cookies',
    inputs: [...credentials, cookies, userAgent, { type: 'switch', key: 'vip', label: 'VIP' }],
  },
  {
    key: 'animekalesi',
    name: 'AnimeKalesi',
    description: 'Turkish Anime Series Subtitles Provider',
  },
  {
    key: 'animetosho',
    name: 'Anime Tosho',
    description: 'Subtitles of the anime releases mirrored from TokyoTosho, Nyaa.si and AniDex',
    message: 'Requires AniDB Integration.',
    inputs: [
      {
        type: 'number',
        key: 'search_threshold',
        label:
          'Search Threshold. Increase it if subtitles of your anime are often not found (searches get slower)',
        defaultValue: 6,
        min: 1,
        max: 15,
        message: 'Search threshold must be between 1 and 15',
        wholeMessage: 'Search threshold must be a whole number',
      },
    ],
  },
  {
    key: 'argenteam',
    name: 'Argenteam',
    description: 'LATAM Spanish Subtitles Provider',
    warning: REMOVED,
  },
  {
    key: 'argenteam_dump',
    name: 'Argenteam Dump',
    description: 'Subtitles dump of the now extinct Argenteam',
  },
  {
    key: 'assrt',
    name: 'Assrt',
    description: 'Chinese Subtitles Provider',
    inputs: [{ type: 'text', key: 'token', label: 'Token' }],
  },
  {
    key: 'avistaz',
    name: 'AvistaZ',
    description: 'avistaz.to: Asian private tracker for movies, TV shows and music',
    inputs: [cookies, userAgent],
  },
  {
    key: 'betaseries',
    name: 'BetaSeries',
    description: 'French / English Provider for TV Shows Only',
    inputs: [{ type: 'text', key: 'token', label: 'API KEY' }],
  },
  {
    key: 'bsplayer',
    name: 'BSplayer',
    warning:
      'Provider removed from Bazarr because it was causing too many issues. It will always return no subtitles.',
  },
  {
    key: 'cinemaz',
    name: 'CinemaZ',
    description: 'cinemaz.to: private tracker of little-known and cult films',
    inputs: [cookies, userAgent],
  },
  {
    key: 'embeddedsubtitles',
    name: 'Embedded Subtitles',
    description: 'Extracts the subtitles embedded in your media files',
    message:
      'Warning for cloud users: this provider needs to read the entire file in order to extract subtitles.',
    inputs: [
      {
        type: 'chips',
        key: 'included_codecs',
        label: 'Allowed codecs (subrip, ass, webvtt, mov_text). Leave empty to allow all.',
        defaultValue: [],
        validate: knownCodecs,
      },
      {
        type: 'number',
        key: 'timeout',
        label: 'Extraction timeout in seconds',
        defaultValue: 600,
        ...timeoutRule,
      },
      {
        type: 'switch',
        key: 'hi_fallback',
        label:
          "Use HI subtitles as a fallback (don't enable this if you have a HI language profile)",
      },
      {
        type: 'switch',
        key: 'unknown_as_english',
        label: 'Use subtitles with unknown info/language as English',
        requires: { notStored: 'unknown_as_fallback' },
      },
      {
        type: 'switch',
        key: 'unknown_as_fallback',
        label: 'Use subtitles with unknown info/language as the fallback language',
        requires: { stored: 'unknown_as_fallback' },
      },
      {
        type: 'text',
        key: 'fallback_lang',
        label: 'Fallback language',
        defaultValue: 'en',
        requires: { stored: 'unknown_as_fallback' },
      },
    ],
  },
  {
    key: 'gestdown',
    name: 'Gestdown (Addic7ed proxy)',
    description: 'Proxy for Addic7ed website. No need for login or cookies.',
  },
  { key: 'greeksubs', name: 'GreekSubs', description: 'Greek Subtitles Provider' },
  { key: 'greeksubtitles', name: 'GreekSubtitles', description: 'Greek Subtitles Provider' },
  {
    key: 'hdbits',
    name: 'HDBits.org',
    description: 'Private Tracker Subtitles Provider',
    message: 'You must have 2FA enabled and whitelist your IP if you are running from a server.',
    inputs: [username, { type: 'password', key: 'passkey', label: "Your profile's passkey" }],
  },
  { key: 'hosszupuska', name: 'Hosszupuska', description: 'Hungarian Subtitles Provider' },
  {
    key: 'jimaku',
    name: 'Jimaku.cc',
    description: 'Japanese Subtitles Provider',
    message:
      'API key required. Subtitles stem from various sources and might have quality/timing issues.',
    inputs: [
      { type: 'password', key: 'api_key', label: 'API key' },
      {
        type: 'switch',
        key: 'enable_name_search_fallback',
        label:
          'Search by name if no AniList ID was determined (less accurate, required for live action)',
        defaultValue: true,
      },
      {
        type: 'switch',
        key: 'enable_archives_download',
        label: 'Also consider archives alongside uncompressed subtitles',
      },
      { type: 'switch', key: 'enable_ai_subs', label: 'Download AI generated subtitles' },
    ],
  },
  {
    key: 'karagarga',
    name: 'Karagarga.in',
    description: 'Movie Subtitles Provider (Private Tracker)',
    inputs: [
      ...credentials,
      { type: 'text', key: 'f_username', label: 'Forum username' },
      { type: 'password', key: 'f_password', label: 'Forum password' },
    ],
  },
  {
    key: 'ktuvit',
    name: 'Ktuvit',
    description: 'Hebrew Subtitles Provider',
    inputs: [
      { type: 'text', key: 'email', label: 'Email' },
      { type: 'text', key: 'hashed_password', label: 'Hashed Password' },
    ],
  },
  {
    key: 'legendasdivx',
    name: 'LegendasDivx',
    description: 'Brazilian / Portuguese Subtitles Provider',
    inputs: [...credentials, skipWrongFps],
  },
  {
    key: 'legendasnet',
    name: 'Legendas.net',
    description: 'Brazilian Subtitles Provider',
    inputs: credentials,
  },
  {
    key: 'napiprojekt',
    name: 'NapiProjekt',
    description: 'Polish Subtitles Provider',
    inputs: [
      {
        type: 'switch',
        key: 'only_authors',
        label: 'Skip subtitles without authors or possibly AI generated',
      },
      {
        type: 'switch',
        key: 'only_real_names',
        label: 'Download subtitles with real name authors only',
      },
    ],
  },
  {
    key: 'napisy24',
    name: 'Napisy24',
    description: 'Polish Subtitles Provider',
    message: 'The provided credentials must have API access. Leave empty to use the defaults.',
    inputs: credentials,
  },
  { key: 'nekur', name: 'Nekur', description: 'Latvian Subtitles Provider' },
  {
    key: 'opensubtitles',
    name: 'OpenSubtitles.org',
    description: 'Only works if you have VIP status',
    inputs: [
      ...credentials,
      { type: 'switch', key: 'vip', label: 'VIP' },
      { type: 'switch', key: 'ssl', label: 'Use SSL' },
      skipWrongFps,
    ],
  },
  {
    key: 'opensubtitlescom',
    name: 'OpenSubtitles.com',
    description: 'Multi-language Subtitles Provider (free account required)',
    inputs: [
      {
        ...username,
        type: 'text',
        validate: (value) =>
          /^\S+@\S+$/.test(value.trim()) ? 'Invalid Username. Do not use your e-mail.' : null,
      },
      password,
      { type: 'switch', key: 'use_hash', label: 'Use Hash', defaultValue: true },
      {
        type: 'switch',
        key: 'include_ai_translated',
        label: 'Include AI translated subtitles in search results',
      },
    ],
  },
  {
    key: 'podnapisi',
    name: 'Podnapisi',
    description: 'Multi-language Subtitles Provider',
    inputs: [
      {
        ...verifySsl,
        label: 'Verify SSL certificate (disabling this introduces a MitM attack risk)',
      },
    ],
  },
  { key: 'regielive', name: 'RegieLive', description: 'Romanian Subtitles Provider' },
  { key: 'soustitreseu', name: 'Sous-Titres.eu', description: 'Mostly French Subtitles Provider' },
  { key: 'subdivx', name: 'Subdivx', description: 'LATAM Spanish / Spanish Subtitles Provider' },
  {
    key: 'subdl',
    name: 'Subdl',
    description: 'Multi-language Subtitles Provider (API key from subdl.com)',
    inputs: [{ type: 'text', key: 'api_key', label: 'API Key' }],
  },
  {
    key: 'subf2m',
    name: 'subf2m.co',
    description: 'Subscene Alternative Provider',
    message: 'Make sure to use a unique and credible user agent.',
    inputs: [verifySsl, { type: 'text', key: 'user_agent', label: 'User-agent header' }],
  },
  {
    key: 'subs4free',
    name: 'Subs4Free',
    description: 'Greek Subtitles Provider',
    warning: 'Broken, may not work for some.',
  },
  {
    key: 'subs4series',
    name: 'Subs4Series',
    description: 'Greek Subtitles Provider',
    message: 'Requires an anti-captcha provider to solve the captcha of each download.',
  },
  { key: 'subscene', name: 'Subscene', warning: `${REMOVED} Use subf2m instead.` },
  { key: 'subscenter', name: 'Subscenter', description: 'Hebrew Subtitles Provider' },
  { key: 'subsro', name: 'subs.ro', description: 'Romanian Subtitles Provider' },
  { key: 'subssabbz', name: 'Subs.sab.bz', description: 'Bulgarian Subtitles Provider' },
  { key: 'subsunacs', name: 'Subsunacs.net', description: 'Bulgarian Subtitles Provider' },
  { key: 'subsynchro', name: 'Subsynchro', description: 'French Subtitles Provider' },
  { key: 'subtis', name: 'Subtis', description: 'Spanish Subtitles Provider for movies' },
  { key: 'subtitrarinoi', name: 'Subtitrari-noi.ro', description: 'Romanian Subtitles Provider' },
  { key: 'subtitriid', name: 'subtitri.id.lv', description: 'Latvian Subtitles Provider' },
  { key: 'subtitulamostv', name: 'Subtitulamos.tv', description: 'Spanish Subtitles Provider' },
  { key: 'subz', name: 'Subz', description: 'Greek Subtitles Provider' },
  {
    key: 'supersubtitles',
    name: 'Super Subtitles',
    description: 'Hungarian Subtitles Provider (feliratok.eu)',
  },
  {
    key: 'titlovi',
    name: 'Titlovi',
    description: 'Balkan Languages Subtitles Provider',
    inputs: credentials,
  },
  { key: 'titrari', name: 'Titrari.ro', description: 'Mostly Romanian Subtitles Provider' },
  {
    key: 'titulky',
    name: 'Titulky.com',
    description: 'CZ/SK Subtitles Provider. Available only with VIP.',
    inputs: [
      ...credentials,
      { type: 'switch', key: 'approved_only', label: 'Skip unapproved subtitles' },
      { ...skipWrongFps, label: "Skip subtitles whose FPS does not match the video's" },
    ],
  },
  {
    key: 'turkcealtyaziorg',
    name: 'Turkcealtyazi.org',
    description: 'Turkish Subtitles Provider',
    message: 'Outside of Turkey, cookies (especially cf_clearance) and a user agent are required.',
    inputs: [cookies, userAgent],
  },
  {
    key: 'tusubtitulo',
    name: 'Tusubtitulo.com',
    description: 'LATAM Spanish / Spanish / English Subtitles Provider for TV Shows',
    warning: 'Removed from Bazarr at the request of the site: it always returns no subtitles.',
  },
  { key: 'tvsubtitles', name: 'TVSubtitles', description: 'TV Shows Subtitles Provider' },
  {
    key: 'whisperai',
    name: 'Whisper',
    endpointTest: 'endpoint',
    description: 'AI Generated Subtitles powered by Whisper',
    message: 'Needs a running Whisper ASR web service (e.g. its Docker image).',
    inputs: [
      {
        type: 'text',
        key: 'endpoint',
        label: 'Whisper ASR Docker Endpoint',
        defaultValue: 'http://127.0.0.1:9000',
      },
      {
        type: 'number',
        key: 'response',
        label: 'Connection/response timeout in seconds',
        defaultValue: 5,
        ...timeoutRule,
      },
      {
        type: 'number',
        key: 'timeout',
        label: 'Transcription/translation timeout in seconds',
        defaultValue: 3600,
        ...timeoutRule,
      },
      {
        type: 'select',
        key: 'loglevel',
        label: 'Logging level',
        options: ['DEBUG', 'INFO', 'WARNING', 'ERROR', 'CRITICAL'],
        defaultValue: 'INFO',
      },
      {
        type: 'switch',
        key: 'pass_video_name',
        label: 'Pass video filename to Whisper (for logging)',
      },
    ],
  },
  { key: 'wizdom', name: 'Wizdom', description: 'Hebrew Subtitles Provider (wizdom.xyz)' },
  { key: 'xsubs', name: 'XSubs', description: 'Greek Subtitles Provider', inputs: credentials },
  { key: 'yavkanet', name: 'Yavka.net', description: 'Bulgarian Subtitles Provider' },
  { key: 'yifysubtitles', name: 'YIFY Subtitles', description: 'Movie Subtitles Provider' },
  {
    key: 'zimuku',
    name: 'Zimuku',
    description: 'Chinese Subtitles Provider. Anti-captcha required.',
  },
];

/** Services other providers rely on (Anime Tosho needs AniDB), enabled in general.enabled_integrations. */
export const INTEGRATIONS: readonly ProviderInfo[] = [
  {
    key: 'anidb',
    name: 'AniDB',
    description: 'AniDB is a non-profit database of anime information, freely open to the public.',
    inputs: [
      { type: 'text', key: 'api_client', label: 'API Client' },
      {
        type: 'number',
        key: 'api_client_ver',
        label: 'API Client Version',
        defaultValue: 1,
        min: 1,
        max: 9,
        message: 'API client version must be between 1 and 9',
        wholeMessage: 'API client version must be a whole number',
      },
    ],
  },
];

/** An enabled key this catalogue does not know (an older or newer Bazarr's provider) still gets a card. */
export function providerInfo(catalogue: readonly ProviderInfo[], key: string): ProviderInfo {
  return (
    catalogue.find((provider) => provider.key === key) ?? {
      key,
      name: key,
      message:
        'This provider is not known to this version of the interface: it has no settings here.',
    }
  );
}
