import { badRequest, DemoHttpError, notFound } from '../http/errors';
import { empty } from '../http/responses';
import { recordHistory } from '../state/history';
import {
  addSubtitle,
  announceSubtitleChange,
  findSubtitle,
  removeSubtitle,
  subtitlePathFor,
} from '../state/media';
import type { MediaKind } from '../state/types';
import type { Route, RouteContext } from './context';
import { asJob, isOffline, LANGUAGE_SEARCH, languageSearchJob, oneStepJob } from './jobRuns';
import { downloadLanguage } from './search';
import { languageOf, targetOf } from './targets';

/** The extensions Bazarr's upload takes (its list of subtitle extensions). */
const EXTENSIONS = new Set(['srt', 'ass', 'ssa', 'sub', 'vtt', 'smi', 'mpl', 'txt']);

/** PATCH: automatic search for one language; 204 even when nothing is found. */
const download = (kind: MediaKind) => (context: RouteContext) => {
  const target = targetOf(context, kind);
  const language = languageOf(context);
  if (context.features.actionsAreJobs) {
    asJob(context, LANGUAGE_SEARCH, languageSearchJob(kind, target.id, language));
    return empty();
  }
  if (isOffline(context.state, target.record.path))
    throw new DemoHttpError(
      500,
      `${kind === 'episode' ? 'Episode' : 'Movie'} file not found. Path mapping issue?`,
    );
  downloadLanguage(context, target, language);
  return empty();
};

/**
 * Bazarr's upload compares hi and forced with lowercase 'true' (`args.get('forced') == 'true'`), unlike the
 * other routes: 'True' counts as false there, and the file loses its .hi/.forced suffix.
 */
const uploadFlag = (context: RouteContext, name: 'hi' | 'forced') =>
  context.params.string(name) === 'true';

/** POST: upload (multipart `file`); history action 4. */
const upload = (kind: MediaKind) => (context: RouteContext) => {
  const target = targetOf(context, kind);
  const language = {
    ...languageOf(context),
    forced: uploadFlag(context, 'forced'),
    hi: uploadFlag(context, 'hi'),
  };
  const file = context.request.files?.file?.[0];
  if (!file) throw badRequest('Missing file');
  const extension = (file.name.split('.').pop() ?? '').toLowerCase();
  if (!EXTENSIONS.has(extension)) throw badRequest(`Unsupported subtitles file type: ${file.name}`);
  const store = (current: RouteContext) => {
    const path = subtitlePathFor(
      target.record.path,
      language.code2,
      language.forced,
      language.hi,
      extension,
    );
    addSubtitle(target, { ...language, path, file_size: file.size });
    const maxScore = kind === 'episode' ? 360 : 120;
    recordHistory(current.state, {
      kind,
      itemId: target.id,
      action: 4,
      ...language,
      provider: 'manual',
      score: maxScore,
      subtitlesPath: path,
      time: current.now(),
    });
    announceSubtitleChange(current, target);
  };
  if (context.features.actionsAreJobs)
    asJob(
      context,
      { name: `Uploading ${file.name}` },
      oneStepJob((current) => store(current)),
    );
  else store(context);
  return empty();
};

/** DELETE: removes an external file; history action 0. */
const remove = (kind: MediaKind) => (context: RouteContext) => {
  const target = targetOf(context, kind);
  const language = languageOf(context);
  const path = context.params.requiredString('path');
  if (!findSubtitle(target, path)) throw notFound('Subtitles file not found');
  removeSubtitle(target, path);
  recordHistory(context.state, {
    kind,
    itemId: target.id,
    action: 0,
    ...language,
    subtitlesPath: path,
    time: context.now(),
  });
  announceSubtitleChange(context, target);
  return empty();
};

function routesFor(kind: MediaKind, path: string): Route[] {
  return [
    { method: 'PATCH', path, handler: download(kind) },
    { method: 'POST', path, handler: upload(kind) },
    { method: 'DELETE', path, handler: remove(kind) },
  ];
}

export const subtitleFileRoutes: Route[] = [
  ...routesFor('episode', '/api/episodes/subtitles'),
  ...routesFor('movie', '/api/movies/subtitles'),
];
