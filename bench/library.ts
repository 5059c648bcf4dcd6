import type { DemoState } from '../src/demo/core/state/types';

/** What the scenarios need to know about the demo library they run against. */
export interface LibraryFacts {
  seriesCount: number;
  movieCount: number;
  episodeCount: number;
  /** The series with the most episodes. */
  longSeries: { id: number; title: string; episodeIds: number[]; latestSeason: number };
  movieIds: number[];
  profileIds: number[];
  profileNames: Map<number, string>;
}

export function libraryFacts(state: DemoState): LibraryFacts {
  let longest: { id: number; episodeIds: number[] } | null = null;
  for (const [id, episodeIds] of state.episodesBySeries) {
    if (!longest || episodeIds.length > longest.episodeIds.length) longest = { id, episodeIds };
  }
  const series = longest ? state.series.get(longest.id) : undefined;
  if (!longest || !series) throw new Error('The demo library has no series with episodes');
  const seasons = longest.episodeIds.map((id) => state.episodes.get(id)?.season ?? 0);
  if (state.profiles.length < 2) throw new Error('The mass edit needs two language profiles');
  return {
    seriesCount: state.series.size,
    movieCount: state.movies.size,
    episodeCount: state.episodes.size,
    longSeries: {
      id: longest.id,
      title: series.title,
      episodeIds: longest.episodeIds,
      latestSeason: Math.max(...seasons),
    },
    movieIds: [...state.movieOrder],
    profileIds: state.profiles.map((profile) => profile.profileId),
    profileNames: new Map(state.profiles.map((profile) => [profile.profileId, profile.name])),
  };
}
