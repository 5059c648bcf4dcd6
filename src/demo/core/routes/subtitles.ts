import { badRequest, notFound } from '../http/errors';
import { empty, json } from '../http/responses';
import { recordHistory } from '../state/history';
import { findLanguage, languageInfo } from '../state/languages';
import {
  addSubtitle,
  announceSubtitleChange,
  episodeTarget,
  findSubtitle,
  movieTarget,
  subtitlePathFor,
  type MediaTarget,
} from '../state/media';
import type { JobSpec } from '../jobs';
import type { SubtitleRecord } from '../state/types';
import type { Route, RouteContext } from './context';
import { asJob, oneStepJob } from './jobRuns';
import { parseSubtitleName } from './subtitleInfo';

const SIMPLE_MODS = [
  'sync',
  'translate',
  'remove_HI',
  'remove_tags',
  'emoji',
  'OCR_fixes',
  'common',
  'fix_uppercase',
  'reverse_rtl',
];
const PARAMETRIC_MODS = [
  /^color\(name=[\w-]+\)$/,
  /^change_FPS\(from=[\d.]+,to=[\d.]+\)$/,
  /^shift_offset\(h=-?\d+,m=-?\d+,s=-?\d+,ms=-?\d+\)$/,
];

const fileName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/** Sync reference candidates of a subtitle file: the item's audio tracks, embedded tracks and other files. */
function syncCandidates(context: RouteContext) {
  const { params } = context;
  const path = params.requiredString('subtitlesPath');
  const episodeId = params.int('sonarrEpisodeId');
  const movieId = params.int('radarrMovieId');
  if (episodeId === undefined && movieId === undefined)
    throw badRequest('Missing parameter: sonarrEpisodeId or radarrMovieId');
  const target =
    episodeId !== undefined
      ? episodeTarget(context, episodeId)
      : movieTarget(context, movieId ?? 0);
  const audio = target.record.audio.length > 0 ? target.record.audio : ['en'];
  const subtitles = target.record.subtitles;
  return json({
    data: {
      audio_tracks: audio.map((code2, index) => ({
        stream: `a:${index}`,
        name: '',
        language: languageInfo(code2).name,
      })),
      embedded_subtitles_tracks: subtitles
        .filter((subtitle) => subtitle.path === null)
        .map((subtitle, index) => ({
          stream: `s:${index}`,
          name: '',
          language: languageInfo(subtitle.code2).name,
          forced: subtitle.forced,
          hearing_impaired: subtitle.hi,
        })),
      external_subtitles_tracks: subtitles.flatMap((subtitle) =>
        subtitle.path === null || subtitle.path === path
          ? []
          : [
              {
                name: fileName(subtitle.path),
                path: subtitle.path,
                language: languageInfo(subtitle.code2).name,
                forced: subtitle.forced,
                hearing_impaired: subtitle.hi,
              },
            ],
      ),
    },
  });
}

function modTarget(context: RouteContext): MediaTarget {
  const type = context.params.requiredString('type');
  const id = context.params.requiredInt('id');
  if (type === 'episode') return episodeTarget(context, id);
  if (type === 'movie') return movieTarget(context, id);
  throw badRequest(`Unknown type: ${type}`);
}

/** Sync, mods and translation of one subtitle file: history 5, or 6 with a new file for a translation. */
function modify(context: RouteContext) {
  const { params } = context;
  const action = params.requiredString('action');
  if (!SIMPLE_MODS.includes(action) && !PARAMETRIC_MODS.some((pattern) => pattern.test(action))) {
    throw badRequest(`Unknown action: ${action}`);
  }
  const target = modTarget(context);
  const path = params.requiredString('path');
  const source = findSubtitle(target, path);
  if (!source) throw notFound('Subtitles file not found');
  const code2 = params.string('language') || source.code2;
  if (!findLanguage(code2)) throw badRequest(`Unknown language: ${code2}`);
  // Bazarr hands any other action to its mods, which skip one they have not loaded ('Mod emoji not loaded' in
  // the log): the answer is 204 and the file stays as it was.
  if (action === 'emoji' && !context.features.hasEmojiMod) return empty();
  const apply = (current: RouteContext) =>
    applyMod(current, { target, action, path, source, code2 });
  if (context.features.jobActions && (action === 'sync' || action === 'translate')) {
    asJob(context, modJobSpec(context, action, path, source.code2, code2), oneStepJob(apply));
    return empty();
  }
  apply(context);
  return empty();
}

/** Sync and translation are jobs from 1.5.4 (subtitles/sync.py, tools/translate); other mods run in the request. */
function modJobSpec(
  context: RouteContext,
  action: string,
  path: string,
  from: string,
  to: string,
): JobSpec {
  if (action === 'sync')
    return context.features.queuesWork
      ? { name: `Syncing ${path}` }
      : { name: 'Subtitles synchronization', isProgress: true };
  const type = context.state.settings.translator?.translator_type;
  const translator = (typeof type === 'string' ? type : 'google_translate')
    .replace(/_/g, ' ')
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
  return {
    name: `Translating from ${from.toUpperCase()} to ${to.toUpperCase()} using ${translator}`,
    isProgress: true,
  };
}

interface Mod {
  target: MediaTarget;
  action: string;
  path: string;
  source: SubtitleRecord;
  code2: string;
}

function applyMod(context: RouteContext, { target, action, path, source, code2 }: Mod): void {
  const common = {
    kind: target.kind,
    itemId: target.id,
    forced: source.forced,
    hi: source.hi,
    time: context.now(),
  };
  if (action === 'translate') {
    const newPath = subtitlePathFor(target.record.path, code2, source.forced, source.hi);
    addSubtitle(target, {
      code2,
      forced: source.forced,
      hi: source.hi,
      path: newPath,
      file_size: source.file_size,
    });
    recordHistory(context.state, {
      ...common,
      action: 6,
      code2,
      subtitlesPath: newPath,
      detail: languageInfo(source.code2).name,
    });
  } else {
    const detail = action === 'sync' ? 'synced' : `modified (${action})`;
    recordHistory(context.state, {
      ...common,
      action: 5,
      code2: source.code2,
      subtitlesPath: path,
      detail,
    });
  }
  announceSubtitleChange(context, target);
}

function info(context: RouteContext) {
  const names = context.params.all('filenames').filter((name) => name !== '');
  if (names.length === 0) throw badRequest('Missing parameter: filenames');
  return json({ data: names.map(parseSubtitleName) });
}

export const subtitleRoutes: Route[] = [
  { method: 'GET', path: '/api/subtitles', handler: syncCandidates },
  { method: 'PATCH', path: '/api/subtitles', handler: modify },
  { method: 'GET', path: '/api/subtitles/info', handler: info },
];
