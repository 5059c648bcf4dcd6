import { listTag } from './tags';
import type { WriteEffects } from './writeRefresh';

/**
 * A subtitle change of one episode: the episode and its series' counts (Bazarr sends 'episode' and 'series'
 * events), its wanted entry, the history and the badges (their events too).
 */
export function episodeSubtitleEffects(seriesid: number, episodeid: number): WriteEffects {
  return {
    entities: { episodes: [episodeid], series: [seriesid] },
    evented: [listTag('EpisodeWanted'), listTag('EpisodeHistory'), 'Badges'],
  };
}

/** A subtitle change of one movie: the movie, its wanted entry, the history and the badges. */
export function movieSubtitleEffects(radarrid: number): WriteEffects {
  return {
    entities: { movies: [radarrid] },
    evented: [listTag('MovieWanted'), listTag('MovieHistory'), 'Badges'],
  };
}
