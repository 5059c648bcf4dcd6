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
  /** The video file: Sonarr's anime naming writes the absolute number in it ('S01E02 - 002 - Title'). */
  path?: string;
}

/** The absolute number in a video file name after its S01E02, as Sonarr's anime naming writes it. */
export function absoluteInPath(path: string): number | undefined {
  const name = path.split(/[\\/]/).pop() ?? path;
  const found = /s\d{1,2}e\d{1,4}(?:-?e\d{1,4})*\s*-\s*(\d{2,4})(?=\s*[-[.])/i.exec(name);
  return found ? Number(found[1]) : undefined;
}

/** Every regular season runs from episode 1 without a gap (Bazarr lists only the episodes that have a file). */
function hasEveryEpisode(regular: readonly NumberedEpisode[]): boolean {
  return regular.every(
    (episode, index) =>
      episode.episode === 1
        ? index === 0 || regular[index - 1]?.season !== episode.season
        : regular[index - 1]?.season === episode.season &&
          regular[index - 1]?.episode === episode.episode - 1,
  );
}

/**
 * The episode of each absolute number. Bazarr's episode list has no such number: it is read from the video
 * file names when they have one (Sonarr's anime naming), else counted over the regular seasons (specials left
 * out) in order, and only when no episode is missing from them, since a gap would shift every number after it.
 */
export function absoluteNumbers(episodes: readonly NumberedEpisode[]): Map<number, number> {
  const named = new Map<number, number>();
  for (const episode of episodes) {
    const absolute = episode.path === undefined ? undefined : absoluteInPath(episode.path);
    if (absolute !== undefined && episode.season > 0) named.set(absolute, episode.sonarrEpisodeId);
  }
  if (named.size > 0) return named;
  const regular = episodes
    .filter((episode) => episode.season > 0)
    .sort((a, b) => a.season - b.season || a.episode - b.episode);
  if (!hasEveryEpisode(regular)) return new Map();
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
