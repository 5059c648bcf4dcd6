import { badRequest, notFound } from '../http/errors';
import { empty } from '../http/responses';
import type { DemoResponse } from '../types';
import { findLanguage } from '../state/languages';
import {
  addSubtitle,
  announceSubtitleChange,
  subtitlePathFor,
  type MediaTarget,
} from '../state/media';
import { subtitleById } from '../state/subtitleIds';
import type { RouteContext } from './context';
import { asJob, oneStepJob } from './jobRuns';
import { applyMod, modJobSpec } from './subtitleMods';

/** Whether PATCH subtitles names its subtitle by `subtitles_id` on the Bazarr being played. */
function namedById(context: RouteContext, action: string): boolean {
  const { features, params } = context;
  if (action === 'extract') return features.canExtractEmbedded;
  return action === 'translate' && features.canTranslateEmbedded && !params.string('path');
}

/**
 * PATCH subtitles on a subtitle named by `subtitles_id` (Bazarr 1.6.1): `extract` writes an embedded track to a
 * file beside the video, `translate` without `path` translates it (extracted first, in the same job). Both are
 * jobs. Null when the request is not one of these (an older version, or a translation of a file by its path).
 * The id names no subtitle of the item, or for extract no embedded track: 404.
 */
export function trackRequest(
  context: RouteContext,
  action: string,
  targetOf: (context: RouteContext) => MediaTarget,
): DemoResponse | null {
  if (!namedById(context, action)) return null;
  const { params } = context;
  const target = targetOf(context);
  const source = subtitleById(
    context.state,
    target.record.subtitles,
    params.requiredInt('subtitles_id'),
  );
  if (!source || (action === 'extract' && source.path !== null))
    throw notFound('Subtitles not found');
  const code2 = params.requiredString('language');
  if (!findLanguage(code2)) throw badRequest(`Unknown language: ${code2}`);
  const size = source.file_size ?? 42_000;
  if (action === 'extract') {
    asJob(
      context,
      { name: `Extracting ${code2.toUpperCase()} embedded subtitles` },
      oneStepJob((current) => {
        const path = subtitlePathFor(target.record.path, code2, source.forced, source.hi);
        addSubtitle(target, { ...source, path, file_size: size });
        announceSubtitleChange(current, target, false);
      }),
    );
  } else {
    asJob(
      context,
      modJobSpec(context, 'translate', source.path ?? '', source.code2, code2),
      oneStepJob((current) =>
        applyMod(current, {
          target,
          action,
          path: source.path ?? '',
          source: { ...source, file_size: size },
          code2,
        }),
      ),
    );
  }
  return empty();
}
