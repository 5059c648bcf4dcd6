import { badRequest } from '../http/errors';
import { findLanguage } from '../state/languages';
import { episodeTarget, movieTarget, type MediaTarget } from '../state/media';
import type { LanguageKey } from '../state/missing';
import type { MediaKind } from '../state/types';
import type { RouteContext } from './context';

/** The episode (`seriesid` + `episodeid`) or movie (`radarrid`) a write is about. */
export function targetOf(context: RouteContext, kind: MediaKind): MediaTarget {
  const { params } = context;
  if (kind === 'movie') return movieTarget(context, params.requiredInt('radarrid'));
  const seriesId = params.int('seriesid');
  return episodeTarget(context, params.requiredInt('episodeid'), seriesId);
}

/** `language` (code2, known to Bazarr) with the `forced` and `hi` flags. */
export function languageOf(context: RouteContext, name = 'language'): LanguageKey {
  const code2 = context.params.requiredString(name);
  if (!findLanguage(code2)) throw badRequest(`Unknown language: ${code2}`);
  return { code2, forced: context.params.bool('forced'), hi: context.params.bool('hi') };
}
