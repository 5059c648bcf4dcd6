import { badRequest, notFound } from '../http/errors';
import { empty, json } from '../http/responses';
import { findLanguage, languageInfo } from '../state/languages';
import { episodeTarget, findSubtitle, movieTarget, type MediaTarget } from '../state/media';
import type { Route, RouteContext } from './context';
import { asJob, oneStepJob } from './jobRuns';
import { trackRequest } from './embeddedTracks';
import { parseSubtitleName } from './subtitleInfo';
import { applyMod, modJobSpec } from './subtitleMods';

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
  const byId = trackRequest(context, action, modTarget);
  if (byId) return byId;
  // Bazarr checks its arguments before the action: without a path (an embedded track's extract or translation
  // sent to a version before 1.6.1), the answer is that the path is missing.
  const path = params.requiredString('path');
  if (!SIMPLE_MODS.includes(action) && !PARAMETRIC_MODS.some((pattern) => pattern.test(action))) {
    throw badRequest(`Unknown action: ${action}`);
  }
  const target = modTarget(context);
  const source = findSubtitle(target, path);
  if (!source) throw notFound('Subtitles file not found');
  const code2 = params.string('language') || source.code2;
  if (!findLanguage(code2)) throw badRequest(`Unknown language: ${code2}`);
  // Bazarr hands any other action to its mods, which skip one they have not loaded ('Mod emoji not loaded' in
  // the log): the answer is 204 and the file stays as it was.
  if (action === 'emoji' && !context.features.hasEmojiMod) return empty();
  const apply = (current: RouteContext) =>
    applyMod(current, { target, action, path, source, code2 });
  if (context.features.actionsAreJobs && (action === 'sync' || action === 'translate')) {
    asJob(context, modJobSpec(context, action, path, source.code2, code2), oneStepJob(apply));
    return empty();
  }
  apply(context);
  return empty();
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
