import { badRequest } from '../http/errors';
import { pageOf } from '../http/params';
import { empty, json } from '../http/responses';
import { recordHistory } from '../state/history';
import { announceSubtitleChange, removeSubtitle } from '../state/media';
import { blacklistView } from '../state/views';
import type { MediaKind } from '../state/types';
import type { Route, RouteContext } from './context';
import { languageOf, targetOf } from './targets';

const eventType = (kind: MediaKind) =>
  kind === 'episode' ? 'episode-blacklist' : 'movie-blacklist';

function list(context: RouteContext, kind: MediaKind) {
  const { state, params } = context;
  const entries = state.blacklist
    .filter((entry) => entry.kind === kind)
    .sort((a, b) => b.time - a.time);
  const { start, length } = params.page();
  const now = context.now();
  return json({
    data: pageOf(entries, start, length).map((entry) => blacklistView(entry, state, now)),
  });
}

/** Adds the subtitle to the blacklist and deletes its file (history action 0). */
function add(context: RouteContext, kind: MediaKind) {
  const { params, state } = context;
  const target = targetOf(context, kind);
  const provider = params.requiredString('provider');
  const subsId = params.requiredString('subs_id');
  const language = languageOf(context);
  const path = params.string('subtitles_path');
  if (!state.blacklist.some((entry) => entry.provider === provider && entry.subsId === subsId)) {
    state.blacklist.push({
      kind,
      itemId: target.id,
      provider,
      subsId,
      ...language,
      time: context.now(),
    });
  }
  context.emit(eventType(kind), null);
  if (path && removeSubtitle(target, path)) {
    recordHistory(state, {
      kind,
      itemId: target.id,
      action: 0,
      ...language,
      subtitlesPath: path,
      time: context.now(),
    });
    announceSubtitleChange(context, target);
  }
  return empty(200);
}

/** Removes one entry (`provider` + `subs_id`) or all of them (`all=true`). */
function remove(context: RouteContext, kind: MediaKind) {
  const { params, state } = context;
  if (params.bool('all')) {
    state.blacklist = state.blacklist.filter((entry) => entry.kind !== kind);
  } else {
    const provider = params.string('provider');
    const subsId = params.string('subs_id');
    if (!provider || !subsId)
      throw badRequest('Missing parameter: provider and subs_id, or all=true');
    state.blacklist = state.blacklist.filter(
      (entry) => !(entry.kind === kind && entry.provider === provider && entry.subsId === subsId),
    );
  }
  context.emit(eventType(kind), null, 'delete');
  return empty(kind === 'episode' ? 204 : 200);
}

export const blacklistRoutes: Route[] = (['episode', 'movie'] as const).flatMap((kind): Route[] => {
  const path = kind === 'episode' ? '/api/episodes/blacklist' : '/api/movies/blacklist';
  return [
    { method: 'GET', path, handler: (context) => list(context, kind) },
    { method: 'POST', path, handler: (context) => add(context, kind) },
    { method: 'DELETE', path, handler: (context) => remove(context, kind) },
  ];
});
