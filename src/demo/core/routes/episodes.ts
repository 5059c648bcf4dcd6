import { notFound } from '../http/errors';
import { empty, json } from '../http/responses';
import { subtitleIdsIn } from '../state/subtitleIds';
import { episodeView } from '../state/views';
import type { EpisodeRecord } from '../state/types';
import type { Route, RouteContext } from './context';

const bySeasonThenEpisodeDesc = (a: EpisodeRecord, b: EpisodeRecord) =>
  b.season - a.season || b.episode - a.episode;

function getEpisodes(context: RouteContext) {
  const { state, derived, params } = context;
  const seriesIds = params.ints('seriesid');
  const episodeIds = params.ints('episodeid');
  if (seriesIds.length === 0 && episodeIds.length === 0)
    throw notFound('Series or Episode ID not provided');
  const episodes: EpisodeRecord[] = [];
  if (seriesIds.length > 0) {
    for (const seriesId of seriesIds) {
      const ids = state.episodesBySeries.get(seriesId) ?? [];
      const list = ids.flatMap((id) => state.episodes.get(id) ?? []);
      episodes.push(...list.sort(bySeasonThenEpisodeDesc));
    }
  } else {
    for (const id of episodeIds) {
      const episode = state.episodes.get(id);
      if (episode) episodes.push(episode);
    }
  }
  // 1.6.1 lists each subtitle with its database ids.
  const idsOf = subtitleIdsIn(state, context.features.canExtractEmbedded);
  return json({ data: episodes.map((episode) => episodeView(episode, derived, idsOf)) });
}

/** Sonarr's webhook: re-index one episode file. */
function sonarrWebhook(context: RouteContext) {
  context.params.requiredInt('sonarr_episodefile_id');
  return empty(200);
}

export const episodeRoutes: Route[] = [
  { method: 'GET', path: '/api/episodes', handler: getEpisodes },
  { method: 'POST', path: '/api/webhooks/sonarr', handler: sonarrWebhook },
];
