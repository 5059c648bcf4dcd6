/**
 * Which episode a subtitle file name points to, by the usual naming styles of releases: S01E02 (s1e2, S01.E02),
 * 1x02, a bare 102, and the absolute numbers of anime releases ('Show - 012', 'Ep 12'). Used where Bazarr's own
 * reading of the name (GET subtitles/info) has no answer.
 */
export type EpisodeRef =
  | { kind: 'season'; season: number; episode: number }
  | { kind: 'absolute'; absolute: number }
  /** A bare 3-digit number ('102'): season 1 episode 2, or the absolute episode 102. */
  | { kind: 'either'; season: number; episode: number; absolute: number };

const SEASON_EPISODE = /(?:^|[^a-z0-9])s(\d{1,2})[ ._-]?e(\d{1,4})(?!\d)/i;
const CROSS = /(?:^|[^a-z0-9x])(\d{1,2})x(\d{2,3})(?![\dp])/i;
const DASH_ABSOLUTE = /\s-\s(\d{1,4})(?:v\d)?(?=$|[\s._[(\]-])/i;
const EPISODE_WORD = /(?:^|[^a-z])ep(?:isode)?[ ._-]?(\d{1,4})(?!\d)/i;
const BARE = /(?:^|[ ._[(-])(\d)(\d{2})(?=$|[ ._\])-])/;

/** The name without its extension and without a leading [Group] tag (which may hold numbers). */
function stem(name: string): string {
  return name.replace(/\.[a-z0-9]{2,4}$/i, '').replace(/^\s*\[[^\]]*\]\s*/, '');
}

export function episodeFromName(name: string): EpisodeRef | null {
  const text = stem(name);
  const seasonEpisode = SEASON_EPISODE.exec(text) ?? CROSS.exec(text);
  if (seasonEpisode)
    return { kind: 'season', season: Number(seasonEpisode[1]), episode: Number(seasonEpisode[2]) };
  const absolute = DASH_ABSOLUTE.exec(text) ?? EPISODE_WORD.exec(text);
  if (absolute) return { kind: 'absolute', absolute: Number(absolute[1]) };
  const bare = BARE.exec(text);
  if (bare) {
    const [, season, episode] = bare;
    // '012' is no season 0 episode 12: a leading zero is an absolute number.
    if (season === '0') return { kind: 'absolute', absolute: Number(`${season}${episode}`) };
    return {
      kind: 'either',
      season: Number(season),
      episode: Number(episode),
      absolute: Number(`${season}${episode}`),
    };
  }
  return null;
}

export interface NumberedEpisode {
  sonarrEpisodeId: number;
  season: number;
  episode: number;
}

/**
 * The absolute number of each episode. Bazarr's episode list has none, so they are counted: the episodes of the
 * regular seasons (not specials, season 0) in season and episode order, from 1.
 */
export function absoluteNumbers(episodes: readonly NumberedEpisode[]): Map<number, number> {
  const regular = episodes
    .filter((episode) => episode.season > 0)
    .sort((a, b) => a.season - b.season || a.episode - b.episode);
  return new Map(regular.map((episode, index) => [index + 1, episode.sonarrEpisodeId]));
}

/** The id of the episode a name points to, among the series' episodes; undefined when none fits. */
export function matchEpisode(
  ref: EpisodeRef | null,
  episodes: readonly NumberedEpisode[],
  byAbsolute: ReadonlyMap<number, number>,
): number | undefined {
  if (!ref) return undefined;
  const at = (season: number, number: number) =>
    episodes.find((episode) => episode.season === season && episode.episode === number)
      ?.sonarrEpisodeId;
  switch (ref.kind) {
    case 'season':
      return at(ref.season, ref.episode);
    case 'absolute':
      return byAbsolute.get(ref.absolute);
    case 'either':
      return at(ref.season, ref.episode) ?? byAbsolute.get(ref.absolute);
  }
}
