import { badRequest } from '../http/errors';
import { recordHistory } from '../state/history';
import { languageInfo } from '../state/languages';
import {
  addSubtitle,
  announceSubtitleChange,
  subtitlePathFor,
  type MediaTarget,
} from '../state/media';
import type { LanguageKey } from '../state/missing';
import type { HistoryAction } from '../state/types';
import type { RouteContext } from './context';

/** A stable small hash, so the same item always gets the same search results. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1)
    value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

function enabledProviders(context: RouteContext): string[] {
  const list = context.state.settings.general?.enabled_providers;
  const names = Array.isArray(list) ? list.map(String) : [];
  return names.length > 0 ? names : ['opensubtitlescom'];
}

const maxScore = (target: MediaTarget) => (target.kind === 'episode' ? 360 : 120);
const MATCHES = {
  episode: ['series', 'season', 'episode', 'year', 'release_group', 'source', 'resolution'],
  movie: ['title', 'year', 'release_group', 'source', 'resolution'],
};

interface Found {
  provider: string;
  subsId: string;
  score: number;
  matches: string[];
  dontMatches: string[];
}

/** What a provider 'finds' for one language of one item: deterministic per item, language and rank. */
function candidate(
  context: RouteContext,
  target: MediaTarget,
  language: LanguageKey,
  rank: number,
): Found {
  const providers = enabledProviders(context);
  const key = hash(`${target.kind}:${target.id}:${language.code2}:${rank}`);
  const provider = providers[key % providers.length] ?? 'opensubtitlescom';
  const all = MATCHES[target.kind];
  const cut = 1 + (key % 3) + rank;
  const matches = all.slice(0, Math.max(1, all.length - cut));
  const score = Math.round(maxScore(target) * (0.97 - rank * 0.06 - (key % 5) * 0.01));
  return {
    provider,
    subsId: `${provider}-${key % 10_000_000}`,
    score,
    matches,
    dontMatches: all.slice(matches.length),
  };
}

function isBlacklisted(context: RouteContext, found: Found): boolean {
  return context.state.blacklist.some(
    (entry) => entry.provider === found.provider && entry.subsId === found.subsId,
  );
}

/** Writes a found subtitle next to the video, logs it and announces it. */
export function storeFound(
  context: RouteContext,
  target: MediaTarget,
  language: LanguageKey,
  found: Found,
  action: HistoryAction,
): void {
  const path = subtitlePathFor(target.record.path, language.code2, language.forced, language.hi);
  addSubtitle(target, { ...language, path, file_size: 20_000 + (hash(found.subsId) % 70_000) });
  recordHistory(context.state, {
    kind: target.kind,
    itemId: target.id,
    action,
    ...language,
    provider: found.provider,
    score: found.score,
    subsId: found.subsId,
    subtitlesPath: path,
    matches: found.matches,
    dontMatches: found.dontMatches,
    time: context.now(),
  });
  announceSubtitleChange(context, target);
}

/** Automatic search for one language (PATCH episodes/subtitles, movies/subtitles): the best result not blacklisted, if any. */
export function downloadLanguage(
  context: RouteContext,
  target: MediaTarget,
  language: LanguageKey,
): boolean {
  for (let rank = 0; rank < 4; rank += 1) {
    const found = candidate(context, target, language, rank);
    if (isBlacklisted(context, found)) continue;
    storeFound(context, target, language, found, 1);
    return true;
  }
  return false;
}

/** A real 'search all' takes hours on a big library; one call here handles this many items (in wanted order). */
export const BULK_SEARCH_LIMIT = 500;

/** Bulk search (search-missing, search-wanted): about three in four missing languages are found. */
export function searchMissing(context: RouteContext, targets: MediaTarget[]): void {
  for (const target of targets.slice(0, BULK_SEARCH_LIMIT)) searchItem(context, target);
}

/** The missing languages of one item, searched: about three in four are found. */
export function searchItem(context: RouteContext, target: MediaTarget): void {
  const missing =
    target.kind === 'episode'
      ? context.derived.episode(target.id)
      : context.derived.movie(target.id);
  for (const language of [...missing]) {
    if (hash(`${target.kind}:${target.id}:${language.code2}:bulk`) % 4 !== 0)
      downloadLanguage(context, target, language);
  }
}

interface Token {
  kind: string;
  id: number;
  code2: string;
  hi: boolean;
  forced: boolean;
  rank: number;
}

/** Interactive search results, shaped like providers/episodes and providers/movies. */
export function manualResults(
  context: RouteContext,
  target: MediaTarget,
  languages: LanguageKey[],
) {
  const fileName = target.record.path.split('/').pop() ?? '';
  return languages.flatMap((language) =>
    [0, 1, 2].flatMap((rank) => {
      const found = candidate(context, target, language, rank);
      if (isBlacklisted(context, found)) return [];
      const token: Token = {
        kind: target.kind,
        id: target.id,
        code2: language.code2,
        hi: language.hi,
        forced: language.forced,
        rank,
      };
      return [
        {
          dont_matches: found.dontMatches,
          forced: language.forced ? 'True' : 'False',
          hearing_impaired: language.hi ? 'True' : 'False',
          language: language.code2,
          matches: found.matches,
          original_format: '0',
          orig_score: found.score,
          provider: found.provider,
          release_info: [
            fileName.replace(/\.[^.]+$/, `.${language.code2}.srt`),
            `${target.record.sceneName}`,
          ],
          score: Math.round((found.score * 100) / maxScore(target)),
          score_without_hash: found.score,
          subtitle: Buffer.from(JSON.stringify(token)).toString('base64'),
          uploader: rank === 0 ? null : `${languageInfo(language.code2).name}Subs`,
          url: `https://www.${found.provider}.example/subtitles/${found.subsId}`,
        },
      ];
    }),
  );
}

/** Downloads the result a manual search offered (POST providers/episodes or providers/movies): history action 2. */
export function downloadToken(context: RouteContext, target: MediaTarget, token: string): void {
  const { language, rank } = readToken(target, token);
  storeFound(context, target, language, candidate(context, target, language, rank), 2);
}

/** The language and rank a manual search result stands for; 400 when it is not one of this item's. */
export function readToken(
  target: MediaTarget,
  token: string,
): { language: LanguageKey; rank: number } {
  let decoded: Partial<Token>;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Token>;
  } catch {
    throw badRequest('Invalid subtitle');
  }
  if (
    decoded.kind !== target.kind ||
    decoded.id !== target.id ||
    typeof decoded.code2 !== 'string'
  ) {
    throw badRequest('Invalid subtitle');
  }
  const language = {
    code2: decoded.code2,
    hi: decoded.hi === true,
    forced: decoded.forced === true,
  };
  return { language, rank: Number(decoded.rank) || 0 };
}
