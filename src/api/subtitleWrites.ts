import { refreshEpisodes } from './episodes';
import { refreshMovies } from './movies';
import { refreshSeries } from './series';
import { listTag } from './tags';
import type { WriteEffects } from './writeRefresh';

/**
 * A subtitle change of one episode: the episode and its series' counts (Bazarr sends 'episode' and 'series'
 * events), its wanted entry, the history and the badges (their events too).
 */
export function episodeSubtitleEffects(seriesid: number, episodeid: number): WriteEffects {
  return {
    reread: [refreshEpisodes([episodeid]), refreshSeries([seriesid])],
    evented: [listTag('EpisodeWanted'), listTag('EpisodeHistory'), 'Badges'],
  };
}

/** A subtitle change of one movie: the movie, its wanted entry, the history and the badges. */
export function movieSubtitleEffects(radarrid: number): WriteEffects {
  return {
    reread: [refreshMovies([radarrid])],
    evented: [listTag('MovieWanted'), listTag('MovieHistory'), 'Badges'],
  };
}
