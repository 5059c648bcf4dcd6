import { z } from 'zod/mini';
import { flag, list, optionalText } from './common';

/**
 * GET system/settings: Bazarr's whole config as nested sections. The sections the UI edits are typed; every
 * section also keeps keys this UI does not know (loose objects), and provider sections (`addic7ed`, ...) pass
 * through as they are: read them with `settingsSection`.
 */
const text = z.string();
const int = z.number();
const texts = list(z.string());
/** A [from, to] pair of a path mapping. */
const pathMappings = list(z.array(z.string()));
/** A default profile id; '' or null (no default) becomes null. */
const profileRef = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value) => {
    if (typeof value === 'number') return value;
    return value != null && /^\d+$/.test(value) ? Number(value) : null;
  }),
);

const generalSchema = z.looseObject({
  ip: text,
  port: int,
  base_url: text,
  use_sonarr: flag,
  use_radarr: flag,
  auto_update: flag,
  branch: text,
  debug: flag,
  path_mappings: pathMappings,
  path_mappings_movie: pathMappings,
  language_equals: texts,
  default_und_audio_lang: text,
  default_und_embedded_subtitles_lang: text,
  embedded_subs_show_desired: flag,
  page_size: int,
  theme: text,
  enabled_providers: texts,
  enabled_integrations: texts,
  single_language: flag,
  serie_default_enabled: flag,
  serie_default_profile: profileRef,
  movie_default_enabled: flag,
  movie_default_profile: profileRef,
  serie_tag_enabled: flag,
  movie_tag_enabled: flag,
  remove_profile_tags: texts,
  minimum_score: int,
  minimum_score_movie: int,
  use_scenename: flag,
  use_embedded_subs: flag,
  embedded_subtitles_parser: text,
  ignore_pgs_subs: flag,
  ignore_vobsub_subs: flag,
  ignore_ass_subs: flag,
  parse_embedded_audio_track: flag,
  subfolder: text,
  subfolder_custom: text,
  hi_extension: text,
  subzero_mods: texts,
  utf8_encode: flag,
  chmod_enabled: flag,
  chmod: text,
  upgrade_subs: flag,
  upgrade_frequency: int,
  days_to_upgrade_subs: int,
  upgrade_manual: flag,
  wanted_search_frequency: int,
  wanted_search_frequency_movie: int,
  adaptive_searching: flag,
  adaptive_searching_delay: text,
  adaptive_searching_delta: text,
  anti_captcha_provider: optionalText,
  multithreading: flag,
  skip_hashing: flag,
  dont_notify_manual_actions: flag,
  use_postprocessing: flag,
  postprocessing_cmd: text,
  use_postprocessing_threshold: flag,
  postprocessing_threshold: int,
  use_postprocessing_threshold_movie: flag,
  postprocessing_threshold_movie: int,
  use_plex: flag,
});

const authSchema = z.looseObject({
  /** null or 'None' when there is no authentication; 'basic' or 'form' otherwise. */
  type: optionalText,
  username: text,
  password: text,
  apikey: text,
});

const proxySchema = z.looseObject({
  type: optionalText,
  url: text,
  /** '' when unset. */
  port: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  username: text,
  password: text,
  exclude: texts,
});

const backupSchema = z.looseObject({
  folder: text,
  retention: int,
  frequency: text,
  day: int,
  hour: int,
});

/** The connection and sync options shared by the sonarr and radarr sections. */
const arrFields = {
  ip: text,
  port: int,
  base_url: optionalText,
  apikey: text,
  ssl: flag,
  http_timeout: int,
  only_monitored: flag,
  excluded_tags: texts,
  full_update: text,
  full_update_day: int,
  full_update_hour: int,
  defer_search_signalr: flag,
  use_ffprobe_cache: flag,
};
const sonarrSchema = z.looseObject({
  ...arrFields,
  series_sync: int,
  excluded_series_types: texts,
  exclude_season_zero: flag,
  sync_only_monitored_series: flag,
  sync_only_monitored_episodes: flag,
});
const radarrSchema = z.looseObject({
  ...arrFields,
  movies_sync: int,
  sync_only_monitored_movies: flag,
});

const notificationProviderSchema = z.object({ name: text, enabled: flag, url: optionalText });
export type NotificationProvider = z.output<typeof notificationProviderSchema>;

const subsyncSchema = z.looseObject({
  use_subsync: flag,
  use_subsync_threshold: flag,
  subsync_threshold: int,
  use_subsync_movie_threshold: flag,
  subsync_movie_threshold: int,
  force_audio: flag,
  debug: flag,
  gss: flag,
  max_offset_seconds: int,
  no_fix_framerate: flag,
  checker: z._default(
    z.looseObject({ blacklisted_providers: texts, blacklisted_languages: texts }),
    { blacklisted_providers: [], blacklisted_languages: [] },
  ),
});

const logSchema = z.looseObject({
  include_filter: text,
  exclude_filter: text,
  ignore_case: flag,
  use_regex: flag,
});

export const settingsSchema = z.looseObject({
  general: generalSchema,
  auth: authSchema,
  cors: z.looseObject({ enabled: flag }),
  proxy: proxySchema,
  backup: backupSchema,
  analytics: z.looseObject({ enabled: flag }),
  sonarr: sonarrSchema,
  radarr: radarrSchema,
  subsync: subsyncSchema,
  log: logSchema,
  notifications: z.looseObject({ providers: list(notificationProviderSchema) }),
});
export type Settings = z.output<typeof settingsSchema>;
export type GeneralSettings = Settings['general'];
export type ArrSettings = Settings['sonarr'] | Settings['radarr'];

/** A section of the settings by name (provider sections are not typed): its keys, or {} when absent. */
export function settingsSection(settings: Settings, name: string): Record<string, unknown> {
  const section: unknown = settings[name];
  return section !== null && typeof section === 'object' && !Array.isArray(section)
    ? (section as Record<string, unknown>)
    : {};
}
