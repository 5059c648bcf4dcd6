import { badRequest, DemoHttpError, notFound } from '../http/errors';
import { pageOf } from '../http/params';
import { empty, json } from '../http/responses';
import { episodeTarget } from '../state/media';
import { audioView, seriesView } from '../state/views';
import { applyListQuery, hasListQuery } from '../state/listQuery';
import type { RouteContext, Route } from './context';
import { parseProfileIds } from './profiles';
import { asJob, isOffline, seriesSearchJob, wantedSearchJob, wantedSearchSpec } from './jobRuns';
import { searchMissing } from './search';

function getSeries(context: RouteContext) {
  const { state, derived, params } = context;
  const ids = params.ints('seriesid');
  const total = state.series.size;
  if (ids.length > 0) {
    const data = ids.flatMap((id) => {
      const series = state.series.get(id);
      return series ? [seriesView(series, state, derived, context.baseUrl)] : [];
    });
    return json({ data, total });
  }
  const { start, length } = params.page();
  if (context.features.hasServerListQuery && hasListQuery(params)) {
    // Filters and sort read the records; only the page answered is built as views.
    const chosen = applyListQuery(
      state.seriesOrder.flatMap((id) => state.series.get(id) ?? []),
      (series) => ({
        ...series,
        audio_language: series.audio.map(audioView),
        missing: derived.missingEpisodeCount(series.id),
        episodeFileCount: state.episodesBySeries.get(series.id)?.length ?? 0,
      }),
      params,
    );
    const data = pageOf(chosen, start, length).map((series) =>
      seriesView(series, state, derived, context.baseUrl),
    );
    return json({ data, total: chosen.length });
  }
  const data = pageOf(state.seriesOrder, start, length).flatMap((id) => {
    const series = state.series.get(id);
    return series ? [seriesView(series, state, derived, context.baseUrl)] : [];
  });
  return json({ data, total });
}

/** Profile change for one or more series: `seriesid` and `profileid` repeated in the same order. */
function postSeries(context: RouteContext) {
  const { state, derived, params } = context;
  const ids = params.ints('seriesid');
  const profiles = parseProfileIds(state, params.all('profileid'), ids.length);
  const records = ids.map((id) => {
    const series = state.series.get(id);
    if (!series) throw notFound('Series not found');
    return series;
  });
  records.forEach((series, index) => {
    series.profileId = profiles[index] ?? null;
    derived.forgetSeries(series.id);
    context.emit('series', series.id);
  });
  if (records.length > 0) {
    context.emit('episode-wanted', null);
    context.emit('badges', null);
  }
  return empty();
}

function patchSeries(context: RouteContext) {
  const { state, params } = context;
  const action = params.requiredString('action');
  if (action === 'search-wanted') {
    if (context.features.actionsAreJobs)
      asJob(context, wantedSearchSpec('episode'), wantedSearchJob('episode'));
    else searchMissing(context, derivedWantedEpisodes(context));
    return empty();
  }
  if (!['scan-disk', 'search-missing', 'sync'].includes(action)) throw badRequest('Unknown action');
  const seriesId = params.requiredInt('seriesid');
  const episodeIds = state.episodesBySeries.get(seriesId);
  if (!state.series.has(seriesId) || !episodeIds) throw notFound('Series not found');
  if (action === 'scan-disk') {
    // Bazarr re-indexes every episode file and reports each one.
    for (const id of episodeIds) {
      context.derived.forgetEpisode(id);
      context.emit('episode', id);
      context.emit('episode-wanted', id);
      context.emit('badges', null);
    }
  } else if (action === 'search-missing') {
    const series = state.series.get(seriesId);
    if (context.features.actionsAreJobs) {
      asJob(
        context,
        {
          name: `Downloading missing subtitles for ${series?.title ?? 'Unknown Series'}`,
          isProgress: true,
        },
        seriesSearchJob(seriesId),
      );
      return empty();
    }
    if (series && isOffline(state, series.path))
      throw new DemoHttpError(500, 'Series directory not found. Path mapping issue?');
    searchMissing(
      context,
      episodeIds.map((id) => episodeTarget(context, id)),
    );
  } else {
    // Bazarr re-reads the series from Sonarr, then syncs its episodes and reports each one.
    context.emit('series', seriesId);
    for (const id of episodeIds) context.emit('episode', id);
  }
  return empty();
}

function derivedWantedEpisodes(context: RouteContext) {
  return context.derived.wantedEpisodeIds().map((id) => episodeTarget(context, id));
}

export const seriesRoutes: Route[] = [
  { method: 'GET', path: '/api/series', handler: getSeries },
  { method: 'POST', path: '/api/series', handler: postSeries },
  { method: 'PATCH', path: '/api/series', handler: patchSeries },
];
