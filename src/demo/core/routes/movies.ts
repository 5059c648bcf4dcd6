import { badRequest, DemoHttpError, notFound } from '../http/errors';
import { pageOf } from '../http/params';
import { empty, json } from '../http/responses';
import { movieTarget } from '../state/media';
import { subtitleIdsIn } from '../state/subtitleIds';
import { audioView, movieView } from '../state/views';
import { applyListQuery, hasListQuery } from '../state/listQuery';
import type { Route, RouteContext } from './context';
import { parseProfileIds } from './profiles';
import { asJob, isOffline, movieSearchJob, wantedSearchJob, wantedSearchSpec } from './jobRuns';
import { searchMissing } from './search';

function getMovies(context: RouteContext) {
  const { state, derived, params } = context;
  const ids = params.ints('radarrid');
  const { start, length } = params.page();
  // 1.6.1 lists each subtitle with its database ids.
  const idsOf = subtitleIdsIn(state, context.features.canExtractEmbedded);
  if (ids.length === 0 && context.features.hasServerListQuery && hasListQuery(params)) {
    // Filters and sort read the records; only the page answered is built as views.
    const chosen = applyListQuery(
      state.movieOrder.flatMap((id) => state.movies.get(id) ?? []),
      (movie) => ({
        ...movie,
        audio_language: movie.audio.map(audioView),
        missing: derived.movie(movie.id).length,
      }),
      params,
    );
    const data = pageOf(chosen, start, length).map((movie) =>
      movieView(movie, derived, context.baseUrl, idsOf),
    );
    return json({ data, total: chosen.length });
  }
  const chosen = ids.length > 0 ? ids : pageOf(state.movieOrder, start, length);
  const data = chosen.flatMap((id) => {
    const movie = state.movies.get(id);
    return movie ? [movieView(movie, derived, context.baseUrl, idsOf)] : [];
  });
  return json({ data, total: state.movies.size });
}

function postMovies(context: RouteContext) {
  const { state, derived, params } = context;
  const ids = params.ints('radarrid');
  const profiles = parseProfileIds(state, params.all('profileid'), ids.length);
  const movies = ids.map((id) => {
    const movie = state.movies.get(id);
    if (!movie) throw notFound('Movie not found');
    return movie;
  });
  movies.forEach((movie, index) => {
    movie.profileId = profiles[index] ?? null;
    derived.forgetMovie(movie.id);
    context.emit('movie', movie.id);
    context.emit(
      'movie-wanted',
      movie.id,
      derived.movie(movie.id).length > 0 ? 'update' : 'delete',
    );
  });
  if (movies.length > 0) context.emit('badges', null);
  return empty();
}

function patchMovies(context: RouteContext) {
  const { params } = context;
  const action = params.requiredString('action');
  if (action === 'search-wanted') {
    if (context.features.actionsAreJobs)
      asJob(context, wantedSearchSpec('movie'), wantedSearchJob('movie'));
    else
      searchMissing(
        context,
        context.derived.wantedMovieIds().map((id) => movieTarget(context, id)),
      );
    return empty();
  }
  if (!['scan-disk', 'search-missing', 'sync'].includes(action)) throw badRequest('Unknown action');
  const target = movieTarget(context, params.requiredInt('radarrid'));
  if (action === 'search-missing') {
    const movie = context.state.movies.get(target.id);
    if (context.features.actionsAreJobs)
      asJob(
        context,
        {
          name: `Downloading missing subtitles for ${movie?.title ?? ''} (${movie?.year ?? ''})`,
          isProgress: true,
        },
        movieSearchJob(target.id),
      );
    else if (movie && isOffline(context.state, movie.path))
      throw new DemoHttpError(500, 'Movie file not found. Path mapping issue?');
    else searchMissing(context, [target]);
  } else {
    context.derived.forgetMovie(target.id);
    context.emit('movie', target.id);
    if (action === 'scan-disk') {
      context.emit('movie-wanted', target.id);
      context.emit('badges', null);
    }
  }
  return empty();
}

function radarrWebhook(context: RouteContext) {
  context.params.requiredInt('radarr_moviefile_id');
  return empty(200);
}

export const movieRoutes: Route[] = [
  { method: 'GET', path: '/api/movies', handler: getMovies },
  { method: 'POST', path: '/api/movies', handler: postMovies },
  { method: 'PATCH', path: '/api/movies', handler: patchMovies },
  { method: 'POST', path: '/api/webhooks/radarr', handler: radarrWebhook },
];
