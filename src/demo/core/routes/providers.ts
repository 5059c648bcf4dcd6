import { badRequest } from '../http/errors';
import { empty, json } from '../http/responses';
import { episodeTarget, movieTarget, type MediaTarget } from '../state/media';
import type { LanguageKey } from '../state/missing';
import type { Route, RouteContext } from './context';
import { asJob, manualDownloadJob } from './jobRuns';
import { downloadToken, manualResults, readToken } from './search';
import { targetOf } from './targets';

function getProviders(context: RouteContext) {
  const { state, params } = context;
  if (params.bool('history')) {
    const names = new Set(
      state.history.flatMap((record) =>
        record.provider && record.provider !== 'manual' ? [record.provider] : [],
      ),
    );
    const data = [...names].sort().map((name) => ({ name, status: 'History', retry: '-' }));
    return json({ data });
  }
  const data = [...state.providers].sort((a, b) => a.name.localeCompare(b.name));
  return json({ data });
}

function resetProviders(context: RouteContext) {
  if (context.params.string('action') !== 'reset') throw badRequest('Unknown action');
  for (const provider of context.state.providers) {
    provider.status = 'Good';
    provider.retry = '-';
  }
  context.emit('badges', null);
  return empty();
}

/** The languages the item's profile asks for (English when it has none). */
function wantedLanguages(context: RouteContext, target: MediaTarget): LanguageKey[] {
  const profileId =
    target.kind === 'movie'
      ? context.state.movies.get(target.id)?.profileId
      : context.state.series.get(target.seriesId ?? -1)?.profileId;
  const profile = context.state.profiles.find((candidate) => candidate.profileId === profileId);
  if (!profile) return [{ code2: 'en', forced: false, hi: false }];
  return profile.items.map((item) => ({
    code2: item.language,
    forced: item.forced === 'True',
    hi: item.hi === 'True',
  }));
}

function search(context: RouteContext, target: MediaTarget) {
  return json({ data: manualResults(context, target, wantedLanguages(context, target)) });
}

function download(context: RouteContext, target: MediaTarget) {
  context.params.requiredString('provider');
  const token = context.params.requiredString('subtitle');
  if (context.features.actionsAreJobs) {
    readToken(target, token);
    asJob(
      context,
      { name: 'Manually downloading Subtitles' },
      manualDownloadJob(target, (current) => downloadToken(current, target, token)),
    );
  } else downloadToken(context, target, token);
  return empty();
}

export const providerRoutes: Route[] = [
  { method: 'GET', path: '/api/providers', handler: getProviders },
  { method: 'POST', path: '/api/providers', handler: resetProviders },
  {
    method: 'GET',
    path: '/api/providers/episodes',
    handler: (context) =>
      search(context, episodeTarget(context, context.params.requiredInt('episodeid'))),
  },
  {
    method: 'POST',
    path: '/api/providers/episodes',
    handler: (context) => download(context, targetOf(context, 'episode')),
  },
  {
    method: 'GET',
    path: '/api/providers/movies',
    handler: (context) =>
      search(context, movieTarget(context, context.params.requiredInt('radarrid'))),
  },
  {
    method: 'POST',
    path: '/api/providers/movies',
    handler: (context) => download(context, targetOf(context, 'movie')),
  },
];
