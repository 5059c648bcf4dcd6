import { pageOf } from '../http/params';
import { json } from '../http/responses';
import { wantedEpisodeView, wantedMovieView } from '../state/views';
import type { Route, RouteContext } from './context';

/**
 * As Bazarr up to 1.5.7: with `episodeid[]` it answers no rows at all (its handler tests the column with Python's
 * `in` instead of SQL's IN, which is always false) and a total of 0.
 */
function wantedEpisodes(context: RouteContext) {
  const { state, derived, params } = context;
  if (params.ints('episodeid').length > 0) return json({ data: [], total: 0 });
  const wanted = derived.wantedEpisodeIds();
  const { start, length } = params.page();
  const ids = pageOf(wanted, start, length);
  const data = ids.flatMap((id) => {
    const episode = state.episodes.get(id);
    const series = episode && state.series.get(episode.seriesId);
    return episode && series ? [wantedEpisodeView(episode, series, derived)] : [];
  });
  return json({ data, total: wanted.length });
}

function wantedMovies(context: RouteContext) {
  const { state, derived, params } = context;
  const requested = params.ints('radarrid');
  const wanted =
    requested.length > 0
      ? requested.filter((id) => derived.movie(id).length > 0)
      : derived.wantedMovieIds();
  const { start, length } = params.page();
  const ids = requested.length > 0 ? wanted : pageOf(wanted, start, length);
  const data = ids.flatMap((id) => {
    const movie = state.movies.get(id);
    return movie ? [wantedMovieView(movie, derived)] : [];
  });
  return json({ data, total: wanted.length });
}

export const wantedRoutes: Route[] = [
  { method: 'GET', path: '/api/episodes/wanted', handler: wantedEpisodes },
  { method: 'GET', path: '/api/movies/wanted', handler: wantedMovies },
];
