/**
 * The ranges of Bazarr's integer settings (its dynaconf validators, `gte`/`lte`), by `section.name`: a save
 * outside them is refused with 406, as Bazarr does. Integer settings not listed only need to be whole numbers.
 */
export const SETTING_RANGES: Readonly<Record<string, { gte?: number; lte?: number }>> = {
  'general.port': { gte: 1, lte: 65535 },
  'general.minimum_score': { gte: 0, lte: 100 },
  'general.minimum_score_movie': { gte: 0, lte: 100 },
  'general.postprocessing_threshold': { gte: 0, lte: 100 },
  'general.postprocessing_threshold_movie': { gte: 0, lte: 100 },
  'general.days_to_upgrade_subs': { gte: 0, lte: 30 },
  'backup.retention': { gte: 0 },
  'backup.day': { gte: 0, lte: 6 },
  'backup.hour': { gte: 0, lte: 23 },
  'sonarr.port': { gte: 1, lte: 65535 },
  'sonarr.full_update_day': { gte: 0, lte: 6 },
  'sonarr.full_update_hour': { gte: 0, lte: 23 },
  'radarr.port': { gte: 1, lte: 65535 },
  'radarr.full_update_day': { gte: 0, lte: 6 },
  'radarr.full_update_hour': { gte: 0, lte: 23 },
  'plex.port': { gte: 1, lte: 65535 },
  'postgresql.port': { gte: 1, lte: 65535 },
  'subsync.subsync_threshold': { gte: 0, lte: 100 },
  'subsync.subsync_movie_threshold': { gte: 0, lte: 100 },
  'opensubtitles.timeout': { gte: 1 },
  'embeddedsubtitles.timeout': { gte: 1 },
  'whisperai.response': { gte: 1 },
  'whisperai.timeout': { gte: 1 },
  'animetosho.search_threshold': { gte: 1, lte: 15 },
  'animetosho.anidb_api_client_ver': { gte: 1, lte: 9 },
};

/** Bazarr's message for a value outside a validator's bound. */
export function rangeProblem(name: string, value: number): string | null {
  const range = SETTING_RANGES[name];
  if (range?.gte !== undefined && value < range.gte)
    return `${name} must gte ${range.gte} but it is ${value}`;
  if (range?.lte !== undefined && value > range.lte)
    return `${name} must lte ${range.lte} but it is ${value}`;
  return null;
}
