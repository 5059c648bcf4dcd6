import {
  cookies,
  credentials,
  knownCodecs,
  REMOVED,
  skipWrongFps,
  timeoutRule,
  userAgent,
  username,
  type ProviderInfo,
} from './catalogueShared';

/** Providers A to L of the catalogue (catalogue.ts joins them). */
export const PROVIDERS_A_TO_L: readonly ProviderInfo[] = [
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
    key: 'animesubinfo',
    name: 'AnimeSub.info',
    description: 'Polish Anime Subtitles Provider',
    availability: { since: 'hasAnimeSubInfo' },
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
    availability: 'none',
  },
  {
    key: 'argenteam_dump',
    name: 'Argenteam Dump',
    description: 'Subtitles dump of the now extinct Argenteam',
    availability: { until: 'dropsArgenteamTusubtitulo' },
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
];
